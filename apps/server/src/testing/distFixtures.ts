import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const WEB_INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';
/** A hashed script big enough to be worth compressing, with the build's .br and .gz copies. */
export const WEB_BIG_SCRIPT = `export const words = ${JSON.stringify('promptplay '.repeat(400))};`;
export const WEB_BIG_SCRIPT_PATH = '/assets/big-abc123.js';

export const RUNTIME_INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/runtime/assets/index-def456.js"></script></head><body></body></html>';

/** Minimal build outputs of the web app and the runtime, as Vite lays them out. */
export function writeDistFixtures(root: string): { webDistDir: string; runtimeDistDir: string } {
  const webDistDir = join(root, 'web-dist');
  const runtimeDistDir = join(root, 'runtime-dist');
  mkdirSync(join(webDistDir, 'assets'), { recursive: true });
  writeFileSync(join(webDistDir, 'index.html'), WEB_INDEX_HTML);
  // As scripts/precompress.mjs leaves a real build (there only above 1 KB).
  writeFileSync(join(webDistDir, 'index.html.br'), brotliCompressSync(WEB_INDEX_HTML));
  writeFileSync(join(webDistDir, 'index.html.gz'), gzipSync(WEB_INDEX_HTML));
  writeFileSync(join(webDistDir, 'assets', 'app-abc123.js'), 'console.log("app");');
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
