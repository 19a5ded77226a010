import { composedSpriteOf } from './composedSprites.js';
import { DRAWN_VEHICLES } from './drawnVehicles.js';
import { iconDataOf, parseSpriteId } from './iconSets.js';
import { thingIdOfLiving } from './livingThing.js';

/** Object keys of library sprite portraits live under `library/sprites/<set>/<icon>.png`. */
const SPRITES_FOLDER = 'library/sprites';

/** True when an id names an icon of the library ('fluent-emoji-flat:shark'). */
export function isLibrarySpriteId(id: string): boolean {
  const thingId = thingIdOfLiving(id);
  if (thingId !== null) return isLibrarySpriteId(thingId);
  if (parseSpriteId(id) === null) return false;
  return id in DRAWN_VEHICLES || composedSpriteOf(id) !== null || iconDataOf(id) !== null;
}

/**
 * Object key of a library sprite's portrait, served at `/media/<key>`.
 *
 * @example librarySpriteObjectKey('fluent-emoji-flat:shark') // => 'library/sprites/fluent-emoji-flat/shark.png'
 */
export function librarySpriteObjectKey(id: string): string {
  const parsed = parseSpriteId(id);
  if (!parsed) throw new Error(`Not a library sprite id: ${id}`);
  return `${SPRITES_FOLDER}/${parsed.prefix}/${parsed.name}.png`;
}

/** The url and assetUrl of a character match showing a library sprite. */
export function librarySpriteUrls(id: string): { url: string; assetUrl: string } {
  const url = `/media/${librarySpriteObjectKey(id)}`;
  return { url, assetUrl: url };
}

/**
 * The sprite id an object key (or a `/media/…` URL) of a library sprite portrait names, or
 * null when it names none (or an icon the library does not have).
 */
export function librarySpriteIdOf(keyOrUrl: string): string | null {
  const match = /(?:^|\/)library\/sprites\/([a-z-]+)\/([a-z0-9-]+)\.png$/.exec(keyOrUrl);
  if (!match) return null;
  const id = `${match[1]}:${match[2]}`;
  return isLibrarySpriteId(id) ? id : null;
}
