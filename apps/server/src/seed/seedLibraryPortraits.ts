import { LIBRARY_CHARACTERS, libraryObjectKey, renderLibraryPortrait } from '@promptplay/generator';
import type { ObjectStorage } from '../storage/objectStorage.js';

/** Portraits rendered at once: enough to keep both cores busy, few enough to stay light. */
const BATCH_SIZE = 8;

/**
 * Renders and stores the portrait of every character-library archetype that is not in
 * storage yet (served at `/media/library/<id>.png`, the URLs of character matches).
 * Returns how many it wrote: all of them on a fresh install, none afterwards.
 */
export async function seedLibraryPortraits(storage: ObjectStorage): Promise<number> {
  const missing = [];
  for (const character of LIBRARY_CHARACTERS) {
    if (!(await storage.hasObject(libraryObjectKey(character.id)))) missing.push(character);
  }
  for (let start = 0; start < missing.length; start += BATCH_SIZE) {
    const files = await Promise.all(
      missing.slice(start, start + BATCH_SIZE).map(renderLibraryPortrait),
    );
    for (const file of files) {
      await storage.putObject(file.key, Buffer.from(file.body), file.contentType);
    }
  }
  return missing.length;
}
