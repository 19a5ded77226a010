import type { GameGenre, WorldFile } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { buildGame } from '../../buildGame.js';
import { seedFromString } from '../../random/seededRandom.js';
import { textCaseMisses } from './textCaseMisses.js';
import { TEXT_CASES_12 } from './textSuite12.js';

/** The world a prompt's game is built with. */
async function worldOf(prompt: string, genre: GameGenre): Promise<WorldFile> {
  const game = await buildGame({
    gameId: 'text-suite-12',
    prompt,
    genre,
    author: 'Reader',
    seed: seedFromString(prompt),
    createdAt: '2026-12-08T12:00:00.000Z',
    mediaBaseUrl: '/media/games/text-suite-12/',
  });
  return game.world;
}

describe('round 12 text: the story says what the prompt asked for', () => {
  // One test per prompt: each stays well inside its timeout on a busy two-core machine.
  it.each(TEXT_CASES_12.map((entry) => [entry.entry.prompt, entry] as const))(
    'tells what "%s" names: buyers, crops, seasons, rides, targets, weapons and places',
    async (_prompt, entry) => {
      expect(await textCaseMisses(entry)).toEqual([]);
    },
    60_000,
  );
});

describe('round 12: what the player sees fits the prompt', () => {
  it('draws the buyer the crops are grown for, else an animal that eats them', async () => {
    const goats = await worldOf('A pig grows lettuce for hungry goats', 'FARMING');
    const hens = await worldOf('A farmer grows corn on a farm', 'FARMING');
    const florist = await worldOf('A fairy grows tulips in a garden', 'FARMING');
    if (goats.gameGenre !== 'FARMING' || hens.gameGenre !== 'FARMING') throw new Error('genre');
    if (florist.gameGenre !== 'FARMING') throw new Error('genre');
    expect(goats.characters.cropBuyer.name).toBe('Goat the Crop Buyer');
    expect(hens.characters.cropBuyer.name).toBe('Chicken the Crop Buyer');
    expect(florist.characters.cropBuyer.name).toBe('Florist the Crop Buyer');
  }, 60_000);

  it('never snows in a game set before winter or after the snow melted', async () => {
    for (const prompt of [
      'A hedgehog gathers apples in a meadow before winter',
      'A boy runs through the park after the snow melted',
    ]) {
      const world = await worldOf(prompt, 'PLATFORMER');
      const layers = JSON.stringify(world.background).toLowerCase();
      expect(world.worldProfileData.locationName.toLowerCase(), prompt).not.toContain('snow');
      expect(layers, prompt).not.toMatch(/snowfall|blizzard/);
    }
  }, 60_000);

  it('flies past shelves, lamps and dust indoors', async () => {
    const world = await worldOf('A fly zooms through an office', 'AERIAL');
    if (world.gameGenre !== 'AERIAL') throw new Error('genre');
    const names = Object.values(world.items).map((item) => item.name);
    expect(names).toEqual(expect.arrayContaining(['Tall Shelf', 'Hanging Lamp', 'Dust Cloud']));
    expect(names).not.toContain('Skyscraper');
  }, 60_000);

  it('feeds a ridden animal apples where an engine takes fuel cans', async () => {
    const horse = await worldOf('A knight rides a horse up the green hills', 'HILL_RACER');
    const jeep = await worldOf('A farmer drives a tractor up the green hills', 'HILL_RACER');
    if (horse.gameGenre !== 'HILL_RACER' || jeep.gameGenre !== 'HILL_RACER')
      throw new Error('genre');
    expect(horse.items.fuel.name).toBe('Apple');
    expect(jeep.items.fuel.name).toBe('Fuel Can');
  }, 60_000);

  it('splats the thing the prompt throws at when it names no creature', async () => {
    const world = await worldOf('Throw water balloons at the ice cream truck', 'SPLATTER');
    if (world.gameGenre !== 'SPLATTER') throw new Error('genre');
    expect(world.characters.target.name).toBe('Ice Cream Truck');
    expect(world.worldProfileData.locationName).not.toMatch(/flies|bugs/i);
  }, 60_000);

  it('arms a slapper with what the hero and the place keep at hand', async () => {
    const world = await worldOf('A gardener slaps a mole in a garden', 'SLAPPER');
    if (world.gameGenre !== 'SLAPPER') throw new Error('genre');
    const names = world.genreSpecificFields.slapWeaponsDescription ?? '';
    expect(names).toMatch(/rake/);
    expect(names).not.toMatch(/banana|lollipop|bonk bone/);
  }, 60_000);

  it('fights the place\'s foes, not the maze, when the prompt says "escape a maze"', async () => {
    const world = await worldOf('Escape a maze in a haunted castle', 'FPS');
    if (world.gameGenre !== 'FPS') throw new Error('genre');
    expect(world.characters.primaryEnemy.name.toLowerCase()).not.toContain('maze');
  }, 60_000);
});
