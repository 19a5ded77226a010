import { parseWorldFile } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { buildGame } from '../../buildGame.js';

const input = (prompt: string, gameId = 'fly-1') => ({
  gameId,
  prompt,
  genre: 'AERIAL' as const,
  author: 'Tester',
  seed: 42,
  createdAt: '2025-01-01T00:00:00.000Z',
  mediaBaseUrl: `/media/games/${gameId}/`,
});

describe('buildGame for AERIAL', () => {
  it('builds a valid aerial world whose vehicle comes from the prompt', async () => {
    const game = await buildGame(
      input('A witch cat flies a purple broom over the haunted woods dodging bats'),
    );
    expect(parseWorldFile(game.world).ok).toBe(true);
    if (game.world.gameGenre !== 'AERIAL') throw new Error('wrong genre');
    expect(game.world.genreSpecificFields.aerialVehicleDescription).toBe('purple broom');
    expect(game.world.aerial.vehicleKind).toBe('broom');
    // The broom is the pilot's ride, not a hazard; the bats fly against it.
    expect(game.world.characters.flyer.description).toContain('bat');
    expect(game.world.characters.pilot.name).toContain('Cat');
    expect(game.world.items.tower.name).toBe('Giant Tree');
  });

  it('gives a prompt without a vehicle the vehicle of its place, and a dragon hero stays the hero', async () => {
    const space = await buildGame(input('A hamster astronaut zooms past the moon dodging aliens'));
    if (space.world.gameGenre !== 'AERIAL') throw new Error('wrong genre');
    expect(space.world.aerial.vehicleKind).toBe('rocket');
    const dragon = await buildGame(input('A little green dragon flies over the volcano'));
    if (dragon.world.gameGenre !== 'AERIAL') throw new Error('wrong genre');
    expect(dragon.world.characters.pilot.name).toContain('Dragon');
    expect(dragon.world.genreSpecificFields.aerialVehicleDescription?.length).toBeGreaterThan(0);
  });

  it('looks different for different places', async () => {
    const [city, candy] = await Promise.all([
      buildGame(input('A pigeon flies a helicopter over the busy city')),
      buildGame(input('A bunny floats a balloon across the candy land')),
    ]);
    if (city.world.gameGenre !== 'AERIAL' || candy.world.gameGenre !== 'AERIAL')
      throw new Error('wrong genre');
    expect(city.world.items.tower.name).not.toBe(candy.world.items.tower.name);
    expect(city.world.palette).not.toEqual(candy.world.palette);
    expect(city.world.aerial.vehicleKind).toBe('helicopter');
    expect(candy.world.aerial.vehicleKind).toBe('balloon');
  });

  it('serves every URL the world references and a screenshot, byte for byte the same', async () => {
    const prompt = 'An owl pilots a red paper plane through the forest collecting acorns';
    const [game, again] = await Promise.all([buildGame(input(prompt)), buildGame(input(prompt))]);
    if (game.world.gameGenre !== 'AERIAL') throw new Error('wrong genre');
    const paths = new Set(game.files.map((file) => `/media/games/fly-1/${file.path}`));
    const { characters, items } = game.world;
    for (const url of [
      characters.pilot.sheetUrl,
      characters.flyer.sheetUrl,
      ...Object.values(items).map((item) => item.url),
    ])
      expect(paths.has(url)).toBe(true);
    expect(game.files.map((file) => file.path)).toContain(game.screenshotPath);
    expect(JSON.stringify(again.world)).toBe(JSON.stringify(game.world));
    expect(again.files.map((file) => Buffer.from(file.body).toString('base64'))).toEqual(
      game.files.map((file) => Buffer.from(file.body).toString('base64')),
    );
  });
});
