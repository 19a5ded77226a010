import { createHash } from 'node:crypto';
import { createBuiltFileReader } from '../builtFileReader.js';

/** An inline `<script>` element: its attributes and its text. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Types a browser runs as script (no type at all is JavaScript too). */
const RUNNABLE_TYPE = /\btype\s*=\s*["']?(module|text\/javascript)["']?/i;

/**
 * The `'sha256-…'` CSP sources of the scripts an HTML page runs inline: the web build's boot
 * script, which starts the app after the first painted frame (apps/web/src/boot). Scripts
 * with a `src` and data blocks (`type="application/json"`) are not run inline.
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(SCRIPT_ELEMENT)]
    .filter(([, attributes = '']) => {
      if (/\bsrc\s*=/i.test(attributes)) return false;
      return !/\btype\s*=/i.test(attributes) || RUNNABLE_TYPE.test(attributes);
    })
    .map(([, , text = '']) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
}

/**
 * Reads the inline script sources of the built index.html, again only when a rebuild replaced
 * it ([] while the web app is not built): the SPA's policy admits exactly this build's boot
 * script and nothing else inline.
 */
export function createInlineBootScriptsReader(indexHtmlPath: string): () => readonly string[] {
  return createBuiltFileReader<readonly string[]>(
    indexHtmlPath,
    (html) => inlineScriptSources(html.toString('utf8')),
    [],
  );
}
