import { parseWorldFile } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { buildGame } from '../../buildGame.js';
import { STARTER_PROMPTS } from '../../starterPrompts.js';

const input = (prompt: string, gameId = 'hill-1', seed = 42) => ({
  gameId,
  prompt,
  genre: 'HILL_RACER' as const,
  author: 'Tester',
  seed,
  createdAt: '2025-01-01T00:00:00.000Z',
  mediaBaseUrl: `/media/games/${gameId}/`,
});

describe('buildGame for HILL_RACER', () => {
  it('builds a valid hill racer world whose vehicle comes from the prompt', async () => {
    const game = await buildGame(
      input('A cat drives a red monster truck up the desert dunes dodging scorpions'),
    );
    expect(parseWorldFile(game.world).ok).toBe(true);
    if (game.world.gameGenre !== 'HILL_RACER') throw new Error('wrong genre');
    expect(game.world.genreSpecificFields.vehicleDescription).toBe('red monster truck');
    expect(game.world.hillRacer.vehicle.kind).toBe('truck');
    expect(game.world.characters.driver.name).toBe('Cat');
  });

  it('gives a prompt without a vehicle one that suits its place', async () => {
    const game = await buildGame(input('A penguin explores the snowy mountains'));
    if (game.world.gameGenre !== 'HILL_RACER') throw new Error('wrong genre');
    expect(game.world.genreSpecificFields.vehicleDescription).toBe('snowmobile');
    expect(game.world.hillRacer.vehicle.kind).toBe('bike');
  });

  it('lets a creature that races with no vehicle climb as itself', async () => {
    const game = await buildGame(input('A penguin races over the snowy mountains'));
    if (game.world.gameGenre !== 'HILL_RACER') throw new Error('wrong genre');
    expect(game.world.genreSpecificFields.vehicleDescription).toBe('penguin');
    expect(game.world.characters.driver.name).toBe('Penguin');
    expect(parseWorldFile(game.world).ok).toBe(true);
  });

  it('serves every URL the world references and a screenshot, byte for byte the same', async () => {
    const prompt = 'A frog drives a green jeep over the forest hills collecting golden flies';
    const [game, again] = await Promise.all([buildGame(input(prompt)), buildGame(input(prompt))]);
    if (game.world.gameGenre !== 'HILL_RACER') throw new Error('wrong genre');
    const paths = new Set(game.files.map((file) => `/media/games/hill-1/${file.path}`));
    const { characters, items } = game.world;
    for (const url of [
      characters.driver.sheetUrl,
      items.vehicle.url,
      items.wheel.url,
      items.coin.url,
      items.fuel.url,
      items.goal.url,
    ])
      expect(paths.has(url)).toBe(true);
    expect(game.files.map((file) => file.path)).toContain(game.screenshotPath);
    expect(JSON.stringify(again.world)).toBe(JSON.stringify(game.world));
    expect(again.files.map((file) => Buffer.from(file.body).toString('base64'))).toEqual(
      game.files.map((file) => Buffer.from(file.body).toString('base64')),
    );
  });

  it('makes harder worlds longer and steeper with a smaller tank', async () => {
    const easy = await buildGame(input('A cozy bunny drives a jeep over gentle hills', 'e', 3));
    const hard = await buildGame(input('A brutal bunny drives a jeep over deadly hills', 'h', 3));
    if (easy.world.gameGenre !== 'HILL_RACER' || hard.world.gameGenre !== 'HILL_RACER')
      throw new Error('wrong genre');
    expect(hard.world.difficulty).toBeGreaterThan(easy.world.difficulty);
    expect(hard.world.hillRacer.maxSlopeDegrees).toBeGreaterThan(
      easy.world.hillRacer.maxSlopeDegrees,
    );
    expect(hard.world.hillRacer.fuelSeconds).toBeLessThan(easy.world.hillRacer.fuelSeconds);
  });

  it('has at least two starter prompts with distinct titles', async () => {
    const starters = STARTER_PROMPTS.filter((starter) => starter.genre === 'HILL_RACER');
    expect(starters.length).toBeGreaterThanOrEqual(2);
    const games = await Promise.all(
      starters.map((starter, index) => buildGame(input(starter.prompt, `starter-${index}`))),
    );
    const titles = new Set(games.map((game) => game.title));
    expect(titles.size).toBe(starters.length);
  });
});
