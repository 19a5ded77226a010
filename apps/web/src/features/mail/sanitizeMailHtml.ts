import type { Config, DOMPurify } from 'dompurify';

/** HTML a mail may use: text formatting, lists, links and images; never styles or forms. */
const MAIL_HTML_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
};

let purifier: Promise<DOMPurify> | null = null;

/**
 * The sanitizer, loaded on the first mail only (most sessions have none). Its own instance,
 * so the link hook here touches no other user of DOMPurify.
 */
function loadPurifier(): Promise<DOMPurify> {
  purifier ??= import('dompurify').then(({ default: createDOMPurify }) => {
    const instance = createDOMPurify(window);
    // Links leave the app in a new tab, without handing it a reference to this page.
    instance.addHook('afterSanitizeAttributes', (node) => {
      if (node instanceof HTMLAnchorElement && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    return instance;
  });
  return purifier;
}

/**
 * A mail body made safe to render (issue 9): DOMPurify, a maintained sanitizer, removes
 * scripts, event-handler attributes and `javascript:` links. The server sanitizes on write
 * too; this is the second pass before the browser sees it.
 */
export async function sanitizeMailHtml(html: string): Promise<string> {
  const instance = await loadPurifier();
  return instance.sanitize(html, MAIL_HTML_CONFIG);
}
