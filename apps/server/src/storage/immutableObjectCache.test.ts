import { describe, expect, it } from 'vitest';
import { createImmutableObjectCache } from './immutableObjectCache.js';
import type { StoredObject } from './objectStorage.js';

function countingStorage(objects: Record<string, string>) {
  const reads: string[] = [];
  return {
    reads,
    getObject(key: string): Promise<StoredObject | null> {
      reads.push(key);
      const body = objects[key];
      return Promise.resolve(
        body === undefined ? null : { body: Buffer.from(body), contentType: 'application/json' },
      );
    },
  };
}

describe('createImmutableObjectCache', () => {
  it('reads each object from storage once while it fits', async () => {
    const storage = countingStorage({ a: 'aaaa', b: 'bbbb' });
    const cache = createImmutableObjectCache(storage, 100);
    for (let i = 0; i < 3; i++) {
      expect((await cache.getObject('a'))?.body.toString()).toBe('aaaa');
      expect((await cache.getObject('b'))?.body.toString()).toBe('bbbb');
    }
    expect(storage.reads).toEqual(['a', 'b']);
  });

  it('does not remember misses, so an object stored later is found', async () => {
    const objects: Record<string, string> = {};
    const storage = countingStorage(objects);
    const cache = createImmutableObjectCache(storage, 100);
    expect(await cache.getObject('late')).toBeNull();
    objects.late = 'here';
    expect((await cache.getObject('late'))?.body.toString()).toBe('here');
  });

  it('drops the least recently used objects beyond its size', async () => {
    const objects = Object.fromEntries(
      ['a', 'b', 'c', 'd', 'e'].map((key) => [key, key.repeat(20)]),
    );
    const storage = countingStorage(objects);
    const cache = createImmutableObjectCache(storage, 80);
    for (const key of ['a', 'b', 'c', 'd', 'a', 'e']) await cache.getObject(key);
    storage.reads.length = 0;
    for (const key of ['a', 'c', 'd', 'e', 'b']) await cache.getObject(key);
    expect(storage.reads).toEqual(['b']);
  });

  it('does not keep objects larger than a quarter of its size', async () => {
    const storage = countingStorage({ big: 'x'.repeat(30) });
    const cache = createImmutableObjectCache(storage, 80);
    await cache.getObject('big');
    await cache.getObject('big');
    expect(storage.reads).toEqual(['big', 'big']);
  });
});
