import { parseWorldFile } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { buildGame } from '../../buildGame.js';

const input = (prompt: string, gameId = 'race-1') => ({
  gameId,
  prompt,
  genre: 'RACING' as const,
  author: 'Tester',
  seed: 42,
  createdAt: '2025-01-01T00:00:00.000Z',
  mediaBaseUrl: `/media/games/${gameId}/`,
});

describe('buildGame for RACING', () => {
  it('builds a valid racing world whose vehicle comes from the prompt', async () => {
    const game = await buildGame(
      input('A cat drives a red monster truck across the desert dodging scorpions'),
    );
    expect(parseWorldFile(game.world).ok).toBe(true);
    if (game.world.gameGenre !== 'RACING') throw new Error('wrong genre');
    expect(game.world.genreSpecificFields.vehicleDescription).toBe('red monster truck');
    // The truck is the player's ride, not the rival.
    expect(game.world.characters.rival.description).toContain('scorpion');
    expect(game.world.characters.driver.name).toBe('Cat');
  });

  it('gives a prompt without a vehicle a vehicle of its own', async () => {
    const game = await buildGame(input('A brave frog races grumpy beetles in the jungle'));
    if (game.world.gameGenre !== 'RACING') throw new Error('wrong genre');
    expect(game.world.genreSpecificFields.vehicleDescription?.length).toBeGreaterThan(0);
  });

  it('serves every URL the world references and a screenshot, byte for byte the same', async () => {
    const prompt = 'A pickle knight drives a green kart through the sewer';
    const [game, again] = await Promise.all([buildGame(input(prompt)), buildGame(input(prompt))]);
    if (game.world.gameGenre !== 'RACING') throw new Error('wrong genre');
    const paths = new Set(game.files.map((file) => `/media/games/race-1/${file.path}`));
    const { characters, items } = game.world;
    for (const url of [
      characters.driver.sheetUrl,
      characters.rival.sheetUrl,
      items.vehicle.url,
      items.rivalVehicle.url,
      items.pickup.url,
      items.obstacle.url,
    ])
      expect(paths.has(url)).toBe(true);
    expect(game.files.map((file) => file.path)).toContain(game.screenshotPath);
    expect(JSON.stringify(again.world)).toBe(JSON.stringify(game.world));
    expect(again.files.map((file) => Buffer.from(file.body).toString('base64'))).toEqual(
      game.files.map((file) => Buffer.from(file.body).toString('base64')),
    );
  });
});
