import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/gi;
const BUILD_CSS_HREF = /\bhref="\/(assets\/[\w.-]+\.css)"/i;

/** `</style` cannot appear in CSS the build wrote, but a stray one must not end the element. */
function styleElement(css: string): string {
  return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

/**
 * The first view's stylesheets (the entry's CSS; routes and modals loaded later bring their
 * own) inlined into index.html, so the first paint waits on no other request. Read once per
 * build: the index.html of a rebuild names new files.
 */
export function createStylesheetInliner(webDistDir: string): (indexHtml: string) => string {
  let last: { indexHtml: string; inlined: string } | undefined;
  const inline = (indexHtml: string) =>
    indexHtml.replace(STYLESHEET_LINK, (link) => {
      const path = BUILD_CSS_HREF.exec(link)?.[1];
      if (!path) return link;
      try {
        return styleElement(readFileSync(join(webDistDir, path), 'utf8'));
      } catch {
        return link;
      }
    });
  return (indexHtml) => {
    if (last?.indexHtml !== indexHtml) last = { indexHtml, inlined: inline(indexHtml) };
    return last.inlined;
  };
}
