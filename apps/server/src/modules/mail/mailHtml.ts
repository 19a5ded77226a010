import { MESSAGES } from '@promptplay/contracts';
import sanitizeHtml from 'sanitize-html';
import { AppError } from '../../errors/appError.js';

/** Longest stored body (contracts' mail schema caps `body` at this). */
export const MAIL_BODY_MAX_LENGTH = 20_000;

/**
 * What mail HTML may hold: ordinary formatting, lists, tables, links (http, https, mailto or
 * relative) and images (https or relative). Everything else goes: scripts and styles with
 * their content, event attributes, `style`, `javascript:` and `data:` URLs.
 */
const MAIL_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code'],
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
    ...['b', 'strong', 'i', 'em', 'u', 's', 'small', 'mark', 'sub', 'sup'],
    ...['ul', 'ol', 'li', 'dl', 'dt', 'dd'],
    ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption'],
    ...['a', 'img', 'figure', 'figcaption'],
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An image whose source was refused would be an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Mail HTML made safe to render, by the maintained `sanitize-html` (never a hand-written
 * filter). Run on write and again on read, so a row written before a rule changed is still
 * served clean.
 *
 * @example sanitizeMailHtml('<p onclick="x()">Hi<script>alert(1)</script></p>') // '<p>Hi</p>'
 */
export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, MAIL_HTML_OPTIONS);
}

/** The body to store: sanitized, not empty (400 naming `body`) and within the length cap. */
export function cleanMailBody(html: string): string {
  const clean = sanitizeMailHtml(html).trim();
  const hasContent = clean.includes('<img') || sanitizeHtml(clean, { allowedTags: [] }).trim();
  if (!hasContent) {
    throw new AppError('VALIDATION_FAILED', MESSAGES.mailBodyEmpty, [
      { field: 'body', message: MESSAGES.mailBodyEmpty },
    ]);
  }
  if (clean.length > MAIL_BODY_MAX_LENGTH) {
    const message = MESSAGES.mailBodyTooLong(MAIL_BODY_MAX_LENGTH);
    throw new AppError('VALIDATION_FAILED', message, [{ field: 'body', message }]);
  }
  return clean;
}
