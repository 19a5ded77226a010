import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const phaserSource = join(
  dirname(createRequire(import.meta.url).resolve('phaser/package.json')),
  'src',
);

function filesUnder(folder: string, suffix: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return filesUnder(path, suffix);
    return path.endsWith(suffix) ? [path] : [];
  });
}

/** `add:image`, `make:tilemap`: every game object the runtime's code asks Phaser to make. */
function gameObjectsTheRuntimeMakes(): Set<string> {
  const used = new Set<string>();
  for (const file of filesUnder(here, '.ts')) {
    if (file.endsWith('.test.ts')) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(/\.(add|make)\s*\.(\w+)\(/g))
      if (match[2] !== 'existing') used.add(`${match[1]}:${match[2]}`);
  }
  return used;
}

/** The Phaser source file that registers each factory (`add:`) and creator (`make:`). */
function registrations(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of filesUnder(phaserSource, '.js')) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/GameObject(Factory|Creator)\.register\('(\w+)'/g)) {
      const kind = match[1] === 'Factory' ? 'add' : 'make';
      found.set(`${kind}:${match[2]}`, relative(phaserSource, file).replace(/\.js$/, ''));
    }
  }
  return found;
}

/** Source files (no extension) the slim entry loads itself or through Phaser's core entry. */
function slimModules(): Set<string> {
  const loaded = new Set<string>();
  const entry = readFileSync(join(here, '../phaserSlim/phaser.js'), 'utf8');
  for (const match of entry.matchAll(/'phaser-src\/([^']+)\.js'/g)) loaded.add(match[1] ?? '');
  const core = readFileSync(join(phaserSource, 'phaser-core.js'), 'utf8');
  for (const match of core.matchAll(/require\('\.\/([^']+)'\)/g)) loaded.add(match[1] ?? '');
  return loaded;
}

describe('the trimmed Phaser build (phaserSlim/phaser.js)', () => {
  it('has every game object the runtime adds or makes', () => {
    const registered = registrations();
    const loaded = slimModules();
    const missing = [...gameObjectsTheRuntimeMakes()].filter((name) => {
      const file = registered.get(name);
      if (!file) return true;
      // A folder's index (tilemaps/index) loads its registering files.
      return !loaded.has(file) && !loaded.has(`${dirname(file)}/index`);
    });
    expect(missing).toEqual([]);
  });
});
