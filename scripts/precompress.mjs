// Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of the web and
// runtime builds, so the server sends them as they are (@fastify/static `preCompressed`)
// instead of compressing on each request. Run by `npm run build` after both builds.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUILD_DIRS = ['apps/web/dist', 'packages/runtime/dist'];
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest|map)$/;
/** Below this, the headers cost more than the bytes saved. */
const MIN_BYTES = 1024;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

let count = 0;
let rawBytes = 0;
let brotliBytes = 0;
for (const dir of BUILD_DIRS) {
  for (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue;
    const bytes = readFileSync(path);
    const brotli = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    writeFileSync(`${path}.br`, brotli);
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    count += 1;
    rawBytes += bytes.length;
    brotliBytes += brotli.length;
  }
}
const kb = (n) => `${Math.round(n / 1024)} KB`;
console.log(`precompressed ${count} files: ${kb(rawBytes)} → ${kb(brotliBytes)} with Brotli`);
