import {
  CHARACTER_FRAME_SIZE,
  characterDefs,
  drawCharacterFrame,
} from '../art/character/drawCharacter.js';
import { tonesOf } from '../art/character/tones.js';
import { renderPng } from '../art/renderPng.js';
import { lighten } from '../color/colorMath.js';
import { libraryObjectKey, type LibraryCharacter } from './characterLibrary.js';
import { libraryLookOf } from './libraryLooks.js';

/** Width and height of a library portrait, in pixels (two pixels per art unit). */
export const LIBRARY_PORTRAIT_SIZE = CHARACTER_FRAME_SIZE * 2;

/** One picture of the library, ready to store under `key` (served at `/media/<key>`). */
export interface LibraryFile {
  key: string;
  contentType: 'image/png';
  body: Uint8Array;
}

/** The portrait's SVG: the character standing in its idle pose on a soft disc of its colour. */
export function libraryPortraitSvg(character: LibraryCharacter): string {
  const look = libraryLookOf(character);
  const tones = tonesOf(look, `library-${character.id}`);
  const box = CHARACTER_FRAME_SIZE;
  const disc = `<circle cx="${box / 2}" cy="${box / 2 + 4}" r="${box / 2 - 4}" fill="${lighten(look.bodyColor, 0.78)}"/>`;
  const body = drawCharacterFrame(look, 'idle0', tones, 'portrait');
  const size = LIBRARY_PORTRAIT_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${box} ${box}"><defs>${characterDefs(tones)}</defs>${disc}${body}</svg>`;
}

/**
 * Renders one library character's portrait with the procedural character art (the picture
 * of a character match). Same character, same bytes.
 *
 * @example (await renderLibraryPortrait(LIBRARY_CHARACTERS[0])).key // => 'library/knight.png'
 */
export async function renderLibraryPortrait(character: LibraryCharacter): Promise<LibraryFile> {
  return {
    key: libraryObjectKey(character.id),
    contentType: 'image/png',
    body: await renderPng(libraryPortraitSvg(character)),
  };
}
