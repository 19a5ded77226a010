import '../../styles/mail.css';
import { MESSAGES } from '@promptplay/contracts';
import { useId } from 'react';
import { UI_TEXT } from '../../lib/uiText.js';
import { Sheet } from '../../ui/Sheet.js';
import type { InboxMail } from './mailApi.js';

/** A letter envelope for the mail modal's badge. */
function EnvelopeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <rect
        x="3"
        y="5"
        width="18"
        height="14"
        rx="3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path
        d="m4 7 8 6 8-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The mail modal (spec §2 Other overlays): the title and the HTML body, or 'No content
 * available.' when the body is empty. The body arrives sanitized (mailApi → DOMPurify); it is
 * never rendered otherwise. A sheet: the page behind is inert while it shows.
 */
export function MailModal({ mail, onClose }: { mail: InboxMail; onClose: () => void }) {
  const titleId = useId();
  return (
    <Sheet onClose={onClose} labelledBy={titleId} className="mail-sheet" testId="mail-modal">
      <span className="mail-sheet__icon" aria-hidden="true">
        <EnvelopeIcon />
      </span>
      <h2 id={titleId} className="mail-sheet__title" data-testid="mail-title">
        {mail.title}
      </h2>
      {mail.safeBodyHtml ? (
        <div
          className="mail-sheet__body"
          data-testid="mail-body"
          // Sanitized by DOMPurify in fetchUnreadMail before it gets here.
          dangerouslySetInnerHTML={{ __html: mail.safeBodyHtml }}
        />
      ) : (
        <p className="mail-sheet__body mail-sheet__body--empty" data-testid="mail-body">
          {MESSAGES.noContentAvailable}
        </p>
      )}
      <button
        type="button"
        className="button button--primary button--large"
        onClick={onClose}
        data-testid="mail-close"
      >
        {UI_TEXT.gotIt}
      </button>
    </Sheet>
  );
}
