import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIBRARY_CHARACTERS, libraryObjectKey } from '@promptplay/generator';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalObjectStorage } from '../storage/localObjectStorage.js';
import { seedLibraryPortraits } from './seedLibraryPortraits.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const dirs: string[] = [];
function storage() {
  const dir = mkdtempSync(join(tmpdir(), 'promptplay-library-'));
  dirs.push(dir);
  return createLocalObjectStorage(dir);
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('seedLibraryPortraits', () => {
  it('stores a PNG portrait for every library character, once', async () => {
    const objects = storage();
    expect(await seedLibraryPortraits(objects)).toBe(LIBRARY_CHARACTERS.length);
    for (const character of LIBRARY_CHARACTERS) {
      const stored = await objects.getObject(libraryObjectKey(character.id));
      expect(stored?.contentType).toBe('image/png');
      expect(stored?.body.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    }
    expect(await seedLibraryPortraits(objects)).toBe(0);
  });

  it('keeps a portrait an operator put there and fills in only the missing ones', async () => {
    const objects = storage();
    const knightKey = libraryObjectKey('knight');
    await objects.putObject(knightKey, Buffer.from('my own knight'), 'image/png');
    expect(await seedLibraryPortraits(objects)).toBe(LIBRARY_CHARACTERS.length - 1);
    expect((await objects.getObject(knightKey))?.body.toString('utf8')).toBe('my own knight');
  });
});
