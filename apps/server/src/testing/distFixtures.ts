import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const WEB_INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script><link rel="stylesheet" crossorigin href="/assets/app-abc123.css"></head><body><div id="root"></div></body></html>';
/** The entry's stylesheet: a server-rendered first view inlines it. */
export const WEB_ENTRY_CSS = '.game-card{border-radius:16px}';
/** A hashed script big enough to be worth compressing, with the build's .br and .gz copies. */
export const WEB_BIG_SCRIPT = `export const words = ${JSON.stringify('promptplay '.repeat(400))};`;
export const WEB_BIG_SCRIPT_PATH = '/assets/big-abc123.js';

/** The web app manifest, as the build copies it from apps/web/public. */
export const WEB_MANIFEST_SOURCE = fileURLToPath(
  new URL('../../../web/public/manifest.webmanifest', import.meta.url),
);
/** Stands in for the Workbox service worker the web build writes (dist/sw.js). */
export const WEB_SERVICE_WORKER = 'self.addEventListener("fetch", () => undefined);';

/**
 * Stands in for the web app's server entry (dist-ssr/entry-server.js): renders what it is
 * given as the real one would put it on the page (card and modal titles with their test ids,
 * escaped, and the consent banner unless the player has chosen) and embeds it;
 * `throw-on-render` in the URL makes it fail.
 */
export const WEB_FIRST_VIEW_RENDERER = `
const escape = (text) => text.replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
const title = (testId, game) => '<h2 data-testid="' + testId + '">' + escape(game.title) + '</h2>';
export async function renderFirstView({ url, feed, sharedGame, gameManifest, consentDecided }) {
  if (url.includes('throw-on-render')) throw new Error('render failed');
  const cards = feed.firstPage.items.map((game) => title('game-card-title', game)).join('');
  const modal = sharedGame ? title('game-modal-title', sharedGame) : '';
  const banner = consentDecided ? '' : '<section data-testid="consent-banner"></section>';
  return {
    appHtml: '<main>' + cards + modal + '</main>' + banner,
    state: { sort: feed.sort, targetAudience: feed.targetAudience, page: feed.firstPage, gameManifest },
  };
}
`;

export const RUNTIME_INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/runtime/assets/index-def456.js"></script></head><body></body></html>';

/** Minimal build outputs of the web app and the runtime, as Vite lays them out. */
export function writeDistFixtures(root: string): { webDistDir: string; runtimeDistDir: string } {
  const webDistDir = join(root, 'web-dist');
  const runtimeDistDir = join(root, 'runtime-dist');
  mkdirSync(join(webDistDir, 'assets'), { recursive: true });
  writeFileSync(join(webDistDir, 'index.html'), WEB_INDEX_HTML);
  mkdirSync(join(root, 'dist-ssr'), { recursive: true });
  writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), WEB_FIRST_VIEW_RENDERER);
  // As scripts/precompress.mjs leaves a real build (there only above 1 KB).
  writeFileSync(join(webDistDir, 'index.html.br'), brotliCompressSync(WEB_INDEX_HTML));
  writeFileSync(join(webDistDir, 'index.html.gz'), gzipSync(WEB_INDEX_HTML));
  writeFileSync(join(webDistDir, 'assets', 'app-abc123.js'), 'console.log("app");');
  writeFileSync(join(webDistDir, 'assets', 'app-abc123.css'), WEB_ENTRY_CSS);
  copyFileSync(WEB_MANIFEST_SOURCE, join(webDistDir, 'manifest.webmanifest'));
  writeFileSync(join(webDistDir, 'sw.js'), WEB_SERVICE_WORKER);
  const bigScript = join(webDistDir, WEB_BIG_SCRIPT_PATH);
  writeFileSync(bigScript, WEB_BIG_SCRIPT);
  writeFileSync(`${bigScript}.br`, brotliCompressSync(WEB_BIG_SCRIPT));
  writeFileSync(`${bigScript}.gz`, gzipSync(WEB_BIG_SCRIPT));
  mkdirSync(join(runtimeDistDir, 'assets'), { recursive: true });
  mkdirSync(join(runtimeDistDir, '.vite'), { recursive: true });
  writeFileSync(join(runtimeDistDir, 'index.html'), RUNTIME_INDEX_HTML);
  writeFileSync(join(runtimeDistDir, 'index.html.br'), brotliCompressSync(RUNTIME_INDEX_HTML));
  writeFileSync(join(runtimeDistDir, 'assets', 'index-def456.js'), 'import "./phaser-789.js";');
  writeFileSync(join(runtimeDistDir, 'assets', 'phaser-789.js'), 'export {};');
  writeFileSync(
    join(runtimeDistDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-def456.js',
        name: 'index',
        src: 'index.html',
        isEntry: true,
        imports: ['_phaser-789.js'],
      },
      '_phaser-789.js': { file: 'assets/phaser-789.js', name: 'phaser' },
    }),
  );
  return { webDistDir, runtimeDistDir };
}
