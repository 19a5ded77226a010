// Writes dist/offline.html: the runtime page (dist/index.html) with the one-file runtime
// (dist/offline.js, vite.offline.config.ts) inline instead of its script tags. The host page
// puts it in the sandboxed frame's `srcdoc` when the browser is offline, so the frame needs
// no network; the server admits the inline script by its SHA-256 in the app's CSP. Why:
// apps/web/README.md, "Installable".
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const page = readFileSync(join(distDir, 'index.html'), 'utf8');
const code = readFileSync(join(distDir, 'offline.js'), 'utf8');

// The browser hashes the script's text as the HTML parser leaves it: these would end the
// script early or be rewritten (CR LF becomes LF, NUL becomes U+FFFD), so its hash would not
// match the file's.
const unsafe = /<\/script|<!--|<script|\r|\0/i.exec(code);
if (unsafe) throw new Error(`offline.js holds ${JSON.stringify(unsafe[0])}: it cannot go inline`);

const scriptTags = /<script\b[^>]*><\/script>\s*|<link\b[^>]*rel="modulepreload"[^>]*>\s*/g;
const withoutScripts = page.replace(scriptTags, '');
if (withoutScripts === page || !withoutScripts.includes('</body>')) {
  throw new Error('dist/index.html has no script tag to replace (or no </body>)');
}
const offlinePage = withoutScripts.replace(
  '</body>',
  () => `<script type="module">${code}</script>\n</body>`,
);
writeFileSync(join(distDir, 'offline.html'), offlinePage);
console.log(`runtime: dist/offline.html, ${Math.round(offlinePage.length / 1024)} KB`);
