import type { WorldFile } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import type { BuildGameInput, BuiltGame } from '../buildGame.js';
import { seedFromString } from '../random/seededRandom.js';
import { UnreadableFollowUpError } from './followUpEditsOf.js';
import { refineGame } from './refineGame.js';

const prompt = 'A fox explorer collects acorns in a forest';
const platformer: BuildGameInput = {
  gameId: 'fox-explorer',
  prompt,
  genre: 'PLATFORMER',
  author: 'Ada',
  seed: seedFromString(prompt),
  createdAt: '2025-03-01T12:00:00.000Z',
  mediaBaseUrl: '/media/games/fox-explorer/',
};

const bodyOf = (game: BuiltGame, path: string): Buffer => {
  const file = game.files.find((each) => each.path === path);
  if (!file) throw new Error(`missing ${path}`);
  return Buffer.from(file.body);
};

/** The world with the given top-level fields (and genre block fields) taken from `from`. */
function withFieldsOf(world: WorldFile, from: WorldFile, fields: readonly string[]): unknown {
  const copy = structuredClone(world) as unknown as Record<string, Record<string, unknown>>;
  const source = from as unknown as Record<string, Record<string, unknown>>;
  for (const field of fields) {
    const [top, inner] = field.split('.') as [string, string | undefined];
    if (inner === undefined) copy[top] = structuredClone(source[top]) as Record<string, unknown>;
    else copy[top] = { ...copy[top], [inner]: structuredClone(source[top]?.[inner]) };
  }
  return copy;
}

describe('refineGame', () => {
  const base = refineGame(platformer, []);

  it('makes it night time: only the sky, lighting, scene and the story telling it change', async () => {
    const night = await refineGame(platformer, ['make it night time']);
    const before = (await base).world;
    expect(night.world.atmosphere?.timeOfDay).toBe('night');
    expect(before.atmosphere?.timeOfDay).not.toBe('night');
    expect(night.world.palette.skyTop).not.toBe(before.palette.skyTop);
    expect(night.world.worldProfileData.backgroundStoryText).toContain('forest at night');
    expect(
      withFieldsOf(before, night.world, [
        'palette',
        'background',
        'atmosphere',
        'worldProfileData',
      ]),
    ).toEqual(night.world);
    expect(night.world.worldProfileData.locationName).toBe(before.worldProfileData.locationName);
    expect(bodyOf(night, 'hero.png').equals(bodyOf(await base, 'hero.png'))).toBe(true);
  });

  it('makes the enemies faster: only the speed fields change', async () => {
    const input = { ...platformer, genre: 'COLLECTIBLE' as const };
    const [slow, fast] = await Promise.all([
      refineGame(input, []),
      refineGame(input, ['faster enemies']),
    ]);
    if (slow.world.gameGenre !== 'COLLECTIBLE' || fast.world.gameGenre !== 'COLLECTIBLE') {
      throw new Error('expected collectible worlds');
    }
    expect(fast.world.collectible.hazardSpeed).toBeGreaterThan(slow.world.collectible.hazardSpeed);
    expect(withFieldsOf(slow.world, fast.world, ['collectible.hazardSpeed'])).toEqual(fast.world);
  });

  it('swaps the enemies: only the enemy fields (and the story naming them) change', async () => {
    const zombies = await refineGame(platformer, ['the enemies are zombies']);
    const before = (await base).world;
    if (zombies.world.gameGenre !== 'PLATFORMER') throw new Error('expected a platformer');
    expect(zombies.world.characters.enemy.name).toBe('Zombie');
    expect(
      withFieldsOf(before, zombies.world, [
        'characters.enemy',
        'genreSpecificFields.basicEnemyDescription',
        'worldProfileData.backgroundStoryText',
      ]),
    ).toEqual(zombies.world);
    expect(bodyOf(zombies, 'enemy.png').equals(bodyOf(await base, 'enemy.png'))).toBe(false);
    expect(bodyOf(zombies, 'hero.png').equals(bodyOf(await base, 'hero.png'))).toBe(true);
  });

  it('adds enemies: only the enemy density changes', async () => {
    const more = await refineGame(platformer, ['more enemies']);
    const before = (await base).world;
    if (more.world.gameGenre !== 'PLATFORMER' || before.gameGenre !== 'PLATFORMER') {
      throw new Error('expected platformers');
    }
    expect(more.world.platformer.enemyDensity).toBeGreaterThan(before.platformer.enemyDensity);
    expect(withFieldsOf(before, more.world, ['platformer.enemyDensity'])).toEqual(more.world);
  });

  it('adds a second boss to a fight: one more, tougher opponent', async () => {
    const input = {
      ...platformer,
      genre: 'FIGHTING' as const,
      prompt: 'A cat boxer fights a bear',
    };
    const [one, two] = await Promise.all([
      refineGame(input, []),
      refineGame(input, ['add a second boss']),
    ]);
    if (one.world.gameGenre !== 'FIGHTING' || two.world.gameGenre !== 'FIGHTING') {
      throw new Error('expected fighting worlds');
    }
    const before = one.world.fighting.opponents;
    const after = two.world.fighting.opponents;
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.length).toBe(Math.min(4, before.length + 1));
    expect(after.at(-1)?.maxHealth).toBeGreaterThanOrEqual(before.at(-1)?.maxHealth ?? 0);
  });

  it('makes the hero red: only the hero is drawn again, the world stays the same', async () => {
    const red = await refineGame(platformer, ['make the hero red']);
    const built = await base;
    expect(red.world).toEqual(built.world);
    expect(bodyOf(red, 'hero.png').equals(bodyOf(built, 'hero.png'))).toBe(false);
    expect(bodyOf(red, 'enemy.png').equals(bodyOf(built, 'enemy.png'))).toBe(true);
    expect(bodyOf(red, 'collectible.png').equals(bodyOf(built, 'collectible.png'))).toBe(true);
  });

  it('makes the hero a cat: only the hero fields and the title and story naming it change', async () => {
    const cat = await refineGame(platformer, ['the hero is a cat']);
    const before = (await base).world;
    if (cat.world.gameGenre !== 'PLATFORMER') throw new Error('expected a platformer');
    expect(cat.world.characters.hero.name).toBe('Cat');
    expect(withFieldsOf(before, cat.world, ['characters.hero', 'worldProfileData'])).toEqual(
      cat.world,
    );
    expect(cat.world.worldProfileData.author).toBe(before.worldProfileData.author);
  });

  it('chains follow-ups: the third version has both edits', async () => {
    const input = { ...platformer, genre: 'COLLECTIBLE' as const };
    const [second, third] = await Promise.all([
      refineGame(input, ['make it night time']),
      refineGame(input, ['make it night time', 'faster enemies']),
    ]);
    if (second.world.gameGenre !== 'COLLECTIBLE' || third.world.gameGenre !== 'COLLECTIBLE') {
      throw new Error('expected collectible worlds');
    }
    expect(third.world.atmosphere?.timeOfDay).toBe('night');
    expect(third.world.collectible.hazardSpeed).toBeGreaterThan(
      second.world.collectible.hazardSpeed,
    );
  });

  it('is deterministic: the same follow-ups build byte-identical files', async () => {
    const followUps = ['move it to the beach', 'give the hero a crown'];
    const [first, again] = await Promise.all([
      refineGame(platformer, followUps),
      refineGame({ ...platformer }, [...followUps]),
    ]);
    expect(JSON.stringify(again.world)).toBe(JSON.stringify(first.world));
    for (const file of first.files) {
      expect(bodyOf(again, file.path).equals(Buffer.from(file.body)), file.path).toBe(true);
    }
  });

  it('refuses a follow-up it cannot read instead of building the same game', async () => {
    await expect(refineGame(platformer, ['blorp the snarf'])).rejects.toBeInstanceOf(
      UnreadableFollowUpError,
    );
  });
});
