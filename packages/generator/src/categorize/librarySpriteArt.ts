import { renderPng } from '../art/renderPng.js';
import { spriteCharacterArt } from '../art/library/spriteSheet.js';
import { librarySpriteObjectKey } from '../art/library/spriteUrls.js';
import { LIBRARY_PORTRAIT_SIZE, type LibraryFile } from './libraryArt.js';

/** The portrait of a library sprite as a character match: standing in its idle pose on a disc. */
export function librarySpritePortraitSvg(id: string): string | null {
  const art = spriteCharacterArt(id, { idPrefix: 'portrait' });
  if (!art) return null;
  const box = 96;
  const size = LIBRARY_PORTRAIT_SIZE;
  const disc = `<circle cx="${box / 2}" cy="${box / 2 + 4}" r="${box / 2 - 4}" fill="#eef2f8"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${box} ${box}"><defs>${art.defs}</defs>${disc}${art.frame('idle0')}</svg>`;
}

/**
 * Renders a library sprite's portrait (the picture of a character match that is a library
 * sprite), or null when the id names no icon. Same id, same bytes.
 *
 * @example (await renderLibrarySpritePortrait('fluent-emoji-flat:shark'))?.key // => 'library/sprites/fluent-emoji-flat/shark.png'
 */
export async function renderLibrarySpritePortrait(id: string): Promise<LibraryFile | null> {
  const svg = librarySpritePortraitSvg(id);
  if (!svg) return null;
  return { key: librarySpriteObjectKey(id), contentType: 'image/png', body: await renderPng(svg) };
}
