import { parseWorldFile } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { buildGame } from '../../buildGame.js';

const input = (prompt: string, gameId = 'col-1') => ({
  gameId,
  prompt,
  genre: 'COLLECTIBLE' as const,
  author: 'Tester',
  seed: 99,
  createdAt: '2025-01-01T00:00:00.000Z',
  mediaBaseUrl: `/media/games/${gameId}/`,
});

describe('buildGame for COLLECTIBLE', () => {
  it('builds a valid collectible world whose fields come from the prompt', async () => {
    const game = await buildGame(
      input('A hedgehog gathers shiny apples in the orchard while dodging wasps'),
    );
    const parsed = parseWorldFile(game.world);
    expect(parsed.ok).toBe(true);
    if (game.world.gameGenre !== 'COLLECTIBLE') throw new Error('wrong genre');
    expect(game.world.genreSpecificFields.collectibleItemsDescription).toContain('apples');
    expect(game.world.characters.hazard.description).toContain('wasp');
    expect(game.world.collectible.timeLimitSeconds).toBeLessThanOrEqual(60);
  });

  it('serves every URL the world references and a screenshot', async () => {
    const game = await buildGame(input('A penguin collects fish on the glacier avoiding seals'));
    if (game.world.gameGenre !== 'COLLECTIBLE') throw new Error('wrong genre');
    const paths = new Set(game.files.map((file) => `/media/games/col-1/${file.path}`));
    const { characters, items } = game.world;
    for (const url of [
      characters.hero.sheetUrl,
      characters.hazard.sheetUrl,
      items.collectible.url,
      items.bonus.url,
    ])
      expect(paths.has(url)).toBe(true);
    expect(game.files.map((file) => file.path)).toContain(game.screenshotPath);
  });

  it('gives byte-identical output for the same input', async () => {
    const prompt = 'A frog collects golden flies in the swamp while dodging herons';
    const [first, second] = await Promise.all([buildGame(input(prompt)), buildGame(input(prompt))]);
    expect(JSON.stringify(first.world)).toBe(JSON.stringify(second.world));
    expect(first.files.map((f) => Buffer.from(f.body).toString('base64'))).toEqual(
      second.files.map((f) => Buffer.from(f.body).toString('base64')),
    );
  });
});
