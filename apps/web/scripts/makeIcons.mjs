// Renders the app icons in public/icons/ from the brand mark (public/favicon.svg), for the web
// app manifest and iOS. Run by hand after the mark changes: `node apps/web/scripts/makeIcons.mjs`;
// the PNGs are committed.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const mark = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');

/** The mark's gradient and glyphs, without its rounded tile. */
const defs = mark.match(/<defs>.*<\/defs>/)?.[0];
const glyphs = mark.match(/(<path .*)<\/svg>/)?.[1];
if (!defs || !glyphs) throw new Error('favicon.svg no longer has the expected <defs> and glyphs');

/**
 * Full-bleed tile for `purpose: maskable` (and iOS, which draws no transparency): the glyphs
 * shrunk into the central 60 %, well inside the 80 % safe zone a launcher's mask keeps.
 */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${defs}<rect width="32" height="32" fill="url(#g)"/><g transform="translate(16 16) scale(0.7) translate(-16 -16)">${glyphs}</g></svg>`;

const ICONS = [
  { file: 'icon-192.png', svg: mark, size: 192 },
  { file: 'icon-512.png', svg: mark, size: 512 },
  { file: 'maskable-512.png', svg: fullBleed, size: 512 },
  { file: 'apple-touch-icon-180.png', svg: fullBleed, size: 180 },
];

for (const { file, svg, size } of ICONS) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(publicDir, 'icons', file));
  console.log(`public/icons/${file}: ${size}×${size}`);
}
