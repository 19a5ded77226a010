import { MESSAGES, type AdminMailInput } from '@promptplay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useServices, useToast } from '../../app/ServicesContext.js';
import { adminQueryKeys, sendMail } from './adminApi.js';
import { adminErrorText } from './adminErrors.js';
import { AdminNotice } from './AdminNotice.js';
import { AdminSection } from './AdminSection.js';
import { AdminTextField } from './AdminTextField.js';
import { MailPreview } from './MailPreview.js';

type Recipients = 'all' | 'one';

/** Mail: title, HTML body, to every player or one player id, with a sanitized live preview. */
export function MailSection() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const ids = useId();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [recipients, setRecipients] = useState<Recipients>('all');
  const [playerId, setPlayerId] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: (input: AdminMailInput) => sendMail(api, input),
    onSuccess: () => {
      toast('success', MESSAGES.adminMailSent);
      setTitle('');
      setBody('');
      setPlayerId('');
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.audit });
    },
    onError: (failure) => setError(adminErrorText(failure).message),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing =
      title.trim() === ''
        ? MESSAGES.adminMailSubject
        : body.trim() === ''
          ? MESSAGES.adminMailBody
          : recipients === 'one' && playerId.trim() === ''
            ? MESSAGES.adminMailPlayerId
            : null;
    if (missing) {
      setError(MESSAGES.adminFieldRequired(missing));
      return;
    }
    setError(null);
    send.mutate({
      title: title.trim(),
      body,
      ...(recipients === 'one' ? { playerId: playerId.trim() } : {}),
    });
  };

  return (
    <AdminSection title={MESSAGES.adminMailTitle} testId="admin-mail">
      <form className="admin-form" onSubmit={submit} noValidate>
        <AdminTextField
          label={MESSAGES.adminMailSubject}
          value={title}
          onChange={setTitle}
          testId="admin-mail-title"
        />
        <div className="admin-field">
          <label htmlFor={`${ids}-body`}>{MESSAGES.adminMailBody}</label>
          <textarea
            id={`${ids}-body`}
            className="admin-input admin-input--area"
            value={body}
            onChange={(event) => setBody(event.target.value)}
            rows={5}
            spellCheck
            data-testid="admin-mail-body"
          />
        </div>
        <fieldset className="admin-field admin-choice">
          <legend>{MESSAGES.adminMailRecipients}</legend>
          {(['all', 'one'] as const).map((choice) => (
            <label key={choice} className="admin-choice__option">
              <input
                type="radio"
                name="recipients"
                value={choice}
                checked={recipients === choice}
                onChange={() => setRecipients(choice)}
                data-testid={`mail-to-${choice}`}
              />
              {choice === 'all' ? MESSAGES.adminMailToAll : MESSAGES.adminMailToOne}
            </label>
          ))}
        </fieldset>
        {recipients === 'one' && (
          <AdminTextField
            label={MESSAGES.adminMailPlayerId}
            value={playerId}
            onChange={setPlayerId}
            testId="mail-player-id"
            verbatim
          />
        )}
        <MailPreview title={title} body={body} />
        <AdminNotice kind="error" text={error} testId="mail-error" />
        <div className="admin-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={send.isPending}
            data-testid="mail-send"
          >
            {send.isPending ? MESSAGES.adminSending : MESSAGES.adminSendMail}
          </button>
        </div>
      </form>
    </AdminSection>
  );
}
