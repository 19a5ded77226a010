import { SPRITE_LIBRARY_CREDITS } from '@promptplay/contracts';
import { UI_TEXT } from '../../lib/uiText.js';
import { PageToolbar } from '../profile/PageToolbar.js';

/** Credits of the openly licensed art libraries the games are drawn with (CC BY asks for it). */
export function AttributionsPage() {
  return (
    <section className="attributions-page" data-testid="attributions-page">
      <PageToolbar title={UI_TEXT.attributionsTitle} />
      <p className="attributions-page__intro">{UI_TEXT.attributionsIntro}</p>
      <ul className="attributions-page__list">
        {SPRITE_LIBRARY_CREDITS.map((credit) => (
          <li key={credit.name} className="attributions-page__item" data-testid="attribution">
            <h2>
              <a href={credit.url} target="_blank" rel="noreferrer">
                {credit.name}
              </a>
            </h2>
            <p>
              {credit.author} · {credit.licence}
            </p>
            <p className="attributions-page__use">{credit.use}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
