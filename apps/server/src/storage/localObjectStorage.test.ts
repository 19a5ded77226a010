import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalObjectStorage } from './localObjectStorage.js';
import { isSafeObjectKey } from './objectStorage.js';

const rootDir = mkdtempSync(join(tmpdir(), 'promptplay-objects-'));
const storage = createLocalObjectStorage(rootDir);
afterAll(() => rmSync(rootDir, { recursive: true, force: true }));

describe('local object storage', () => {
  it('reads back what it stored', async () => {
    await storage.putObject('games/g1/hero.png', Buffer.from('png'), 'image/png');
    expect((await storage.getObject('games/g1/hero.png'))?.body.toString()).toBe('png');
    expect(await storage.hasObject('games/g1/hero.png')).toBe(true);
  });

  it.each([
    ['a missing file', 'games/g1/none.png'],
    ['a path through a file', 'games/g1/hero.png/inside.png'],
    ['a folder', 'games/g1'],
  ])('finds no object at %s (no error)', async (_case, key) => {
    expect(await storage.getObject(key)).toBeNull();
    expect(await storage.hasObject(key)).toBe(false);
  });

  it('refuses file names longer than file systems hold', () => {
    expect(isSafeObjectKey(`games/${'x'.repeat(255)}`)).toBe(true);
    expect(isSafeObjectKey(`games/${'x'.repeat(256)}`)).toBe(false);
  });
});
