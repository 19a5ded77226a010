import type { Plugin } from 'vite';
import { EARLY_TAPS_KEY } from './earlyTaps.js';
import { startAfterFirstPaint } from './startAfterFirstPaint.js';

/** The tags Vite writes for the entry and its static imports (attributes in any order). */
const ENTRY_SCRIPT = /<script\b(?=[^>]*\btype="module")[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*\bhref="([^"]+)"[^>]*>\s*/g;

/**
 * How long the app waits at most for the first view's largest pictures before it starts: on a
 * slow link a picture must not hold the page's taps back for long (they are kept meanwhile).
 */
export const START_CAP_MS = 2_500;

/** The element index.html gives the app, which the server fills on server-rendered pages. */
const APP_ROOT_ID = 'root';

/**
 * index.html with its module script and preloads taken out and started by the inline boot
 * script (startAfterFirstPaint.ts) at the end of `<body>`, after the server's markup.
 * Throws when the HTML holds no module script: the app would never start.
 */
export function startAppAfterFirstPaint(html: string): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!);
  if (entries.length !== 1) {
    throw new Error(`index.html should hold one module script, found ${entries.length}`);
  }
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const args = [entries[0], preloads, EARLY_TAPS_KEY, START_CAP_MS, APP_ROOT_ID].map((arg) =>
    JSON.stringify(arg),
  );
  const boot = `<script>(${startAfterFirstPaint.toString()})(${args.join(',')})</script>`;
  const stripped = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const bodyEnd = stripped.lastIndexOf('</body>');
  if (bodyEnd < 0) throw new Error('index.html has no </body>');
  return `${stripped.slice(0, bodyEnd)}${boot}\n${stripped.slice(bodyEnd)}`;
}

/** The client build's index.html starts the app after its first painted frame. */
export function startAfterFirstPaintPlugin(): Plugin {
  return {
    name: 'promptplay:start-after-first-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: startAppAfterFirstPaint },
  };
}
