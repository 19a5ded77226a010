import { MESSAGES } from '@promptplay/contracts';
import { useEffect, useState } from 'react';
import { sanitizeMailHtml } from '../mail/sanitizeMailHtml.js';

/**
 * The mail as players will see it. The operator's HTML goes through the mail modal's own
 * DOMPurify pass (no scripts, no event attributes, no `javascript:` links) before it is
 * rendered, so the preview shows exactly what the modal will; the server sanitizes on write.
 */
export function MailPreview({ title, body }: { title: string; body: string }) {
  const [safeBody, setSafeBody] = useState('');
  useEffect(() => {
    let isCurrent = true;
    void sanitizeMailHtml(body).then((html) => {
      if (isCurrent) setSafeBody(html);
    });
    return () => {
      isCurrent = false;
    };
  }, [body]);

  const isEmpty = title.trim() === '' && body.trim() === '';
  return (
    <div className="admin-mail-preview" data-testid="mail-preview">
      <h3>{MESSAGES.adminMailPreview}</h3>
      {isEmpty ? (
        <p className="admin-hint">{MESSAGES.adminMailPreviewEmpty}</p>
      ) : (
        <article className="admin-mail-preview__mail">
          <h4>{title}</h4>
          <div
            className="admin-mail-preview__body"
            data-testid="mail-preview-body"
            dangerouslySetInnerHTML={{ __html: safeBody }}
          />
        </article>
      )}
    </div>
  );
}
