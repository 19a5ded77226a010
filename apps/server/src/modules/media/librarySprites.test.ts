import { describe, expect, it } from 'vitest';
import type { ObjectStorage, StoredObject } from '../../storage/objectStorage.js';
import { createLibrarySpriteMedia } from './librarySprites.js';

function memoryStorage() {
  const objects = new Map<string, StoredObject>();
  const writes: string[] = [];
  const storage: ObjectStorage = {
    putObject: (key, body, contentType) => {
      writes.push(key);
      objects.set(key, { body: Buffer.from(body), contentType });
      return Promise.resolve();
    },
    getObject: (key) => Promise.resolve(objects.get(key) ?? null),
    hasObject: (key) => Promise.resolve(objects.has(key)),
    deleteObject: (key) => {
      objects.delete(key);
      return Promise.resolve();
    },
  };
  return { storage, writes };
}

const SHARK = 'library/sprites/fluent-emoji-flat/shark.png';

describe('createLibrarySpriteMedia', () => {
  it('renders a library sprite portrait once, stores it and serves the same bytes after', async () => {
    const { storage, writes } = memoryStorage();
    const media = createLibrarySpriteMedia(storage);
    const [first, together] = await Promise.all([media.getObject(SHARK), media.getObject(SHARK)]);
    expect(first?.contentType).toBe('image/png');
    expect(first?.body.subarray(1, 4).toString()).toBe('PNG');
    expect(together?.body.equals(first?.body ?? Buffer.alloc(0))).toBe(true);
    const again = await media.getObject(SHARK);
    expect(again?.body.equals(first?.body ?? Buffer.alloc(0))).toBe(true);
    expect(writes).toEqual([SHARK]);
  });

  it('leaves other keys and unknown icons alone', async () => {
    const { storage, writes } = memoryStorage();
    const media = createLibrarySpriteMedia(storage);
    expect(await media.getObject('games/abc/hero.png')).toBeNull();
    expect(await media.getObject('library/knight.png')).toBeNull();
    expect(await media.getObject('library/sprites/fluent-emoji-flat/no-such-icon.png')).toBeNull();
    expect(await media.getObject('library/sprites/other-set/shark.png')).toBeNull();
    expect(writes).toEqual([]);
  });
});
