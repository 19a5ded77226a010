import { librarySpriteIdOf, renderLibrarySpritePortrait } from '@promptplay/generator';
import type { ObjectStorage, StoredObject } from '../../storage/objectStorage.js';

/**
 * Serves the portraits of art-library sprites (the pictures of character matches, under
 * `library/sprites/<set>/<icon>.png`) without seeding thousands of files: the first request
 * renders one with sharp and stores it, later ones read it back like any media object. The
 * same key always renders the same bytes, so it is served immutable.
 */
export function createLibrarySpriteMedia(storage: ObjectStorage) {
  const rendering = new Map<string, Promise<StoredObject | null>>();

  async function render(key: string, id: string): Promise<StoredObject | null> {
    const file = await renderLibrarySpritePortrait(id);
    if (!file) return null;
    const body = Buffer.from(file.body);
    await storage.putObject(key, body, file.contentType);
    return { body, contentType: file.contentType };
  }

  return {
    /** The stored portrait, rendered and stored on first use; null for other keys. */
    async getObject(key: string): Promise<StoredObject | null> {
      const id = librarySpriteIdOf(key);
      if (!id) return null;
      const stored = await storage.getObject(key);
      if (stored) return stored;
      // Requests that arrive together share one render.
      let pending = rendering.get(key);
      if (!pending) {
        pending = render(key, id).finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      return pending;
    },
  };
}
