import { useState, type FormEvent } from 'react';
import { OGP_IDENTITY_TEXT as TEXT } from './ogpIdentityText.js';
import { linkedIdProblem, useOgpIdentity } from './useOgpIdentity.js';

/**
 * The profile's OGP rewards (signed-in players): the identity points go to, points delivered
 * per identity, and a form linking a wallet or Play.fun id that takes precedence over the
 * verified email.
 */
export function OgpIdentitySection() {
  const { identity, link } = useOgpIdentity();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const data = identity.data;
  if (!data) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = linkedIdProblem(draft);
    setProblem(found);
    if (!found) link.mutate(draft.trim(), { onSuccess: () => setDraft('') });
  };

  return (
    <section className="ogp-identity" data-testid="ogp-identity">
      <h2>{TEXT.title}</h2>
      {data.activeId ? (
        <p>
          {TEXT.goesTo} <code data-testid="ogp-identity-active">{data.activeId}</code>
        </p>
      ) : (
        <p>{TEXT.none}</p>
      )}
      <ul className="ogp-identity__delivered">
        {data.delivered.map((each) => (
          <li key={each.identity} data-testid="ogp-identity-delivered">
            <code>{each.identity}</code>: {TEXT.delivered(each.points, each.rounds)}
          </li>
        ))}
      </ul>
      {data.waitingPoints > 0 && <p>{TEXT.waiting(data.waitingPoints)}</p>}
      <form onSubmit={submit} className="ogp-identity__form">
        <label htmlFor="ogp-linked-id">{TEXT.linkLabel}</label>
        <input
          id="ogp-linked-id"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="sol:…"
          aria-describedby="ogp-linked-id-hint"
          aria-invalid={problem !== null}
          data-testid="ogp-linked-id"
        />
        <small id="ogp-linked-id-hint">{problem ?? TEXT.linkHint}</small>
        {link.isError && <small role="alert">{TEXT.failed}</small>}
        <button type="submit" className="button" disabled={link.isPending}>
          {TEXT.link}
        </button>
        {data.linkedId && (
          <button
            type="button"
            className="button"
            disabled={link.isPending}
            onClick={() => link.mutate(null)}
          >
            {TEXT.unlink}
          </button>
        )}
      </form>
    </section>
  );
}
