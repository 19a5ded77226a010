import type { ObjectStorage, StoredObject } from './objectStorage.js';

/** Reads immutable objects through a small in-memory LRU cache (misses are not cached). */
export interface ImmutableObjectReader {
  getObject(key: string): Promise<StoredObject | null>;
}

/**
 * Caches objects that never change under their key (world files), up to `maxBytes`, least
 * recently used out first. Saves a disk or bucket read on every play of a popular game.
 */
export function createImmutableObjectCache(
  storage: Pick<ObjectStorage, 'getObject'>,
  maxBytes: number,
): ImmutableObjectReader {
  const entries = new Map<string, StoredObject>();
  let totalBytes = 0;

  function remember(key: string, object: StoredObject) {
    if (object.body.byteLength > maxBytes / 4) return;
    entries.set(key, object);
    totalBytes += object.body.byteLength;
    for (const [oldestKey, oldest] of entries) {
      if (totalBytes <= maxBytes) break;
      entries.delete(oldestKey);
      totalBytes -= oldest.body.byteLength;
    }
  }

  return {
    async getObject(key) {
      const hit = entries.get(key);
      if (hit) {
        // Re-insert: Map order is the LRU order.
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const object = await storage.getObject(key);
      if (object && !entries.has(key)) remember(key, object);
      return object;
    },
  };
}
