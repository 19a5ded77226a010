import { parseWorldFile } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { buildGame } from '../../buildGame.js';

const input = (prompt: string, gameId = 'merge-1') => ({
  gameId,
  prompt,
  genre: 'MERGE' as const,
  author: 'Tester',
  seed: 5,
  createdAt: '2025-01-01T00:00:00.000Z',
  mediaBaseUrl: `/media/games/${gameId}/`,
});

describe('buildGame for MERGE', () => {
  it('builds a valid merge world whose chain runs from the prompt’s first item to its last', async () => {
    const game = await buildGame(
      input('Merge tiny seeds into a giant magic tree in an enchanted garden'),
    );
    expect(parseWorldFile(game.world).ok).toBe(true);
    if (game.world.gameGenre !== 'MERGE') throw new Error('wrong genre');
    const chain = game.world.items.chain.map((tier) => tier.name);
    expect(chain[0]).toBe('Seed');
    expect(chain[chain.length - 1]).toBe('Giant Magic Tree');
    expect(game.world.genreSpecificFields.mergeChainDescription).toContain('giant magic tree');
  });

  it('picks a themed chain when the prompt names no chain, and serves every URL', async () => {
    const game = await buildGame(input('A candy kingdom full of sweets'));
    if (game.world.gameGenre !== 'MERGE') throw new Error('wrong genre');
    const paths = new Set(game.files.map((file) => `/media/games/merge-1/${file.path}`));
    expect(paths.has(game.world.characters.mascot.sheetUrl)).toBe(true);
    for (const tier of game.world.items.chain) expect(paths.has(tier.url)).toBe(true);
    expect(game.world.items.chain[0]?.name).toBe('Candy');
    expect(game.files.map((file) => file.path)).toContain(game.screenshotPath);
  });

  it('gives byte-identical output for the same input', async () => {
    const prompt = 'Combine sweet candy drops into a giant rainbow cake';
    const [first, second] = await Promise.all([buildGame(input(prompt)), buildGame(input(prompt))]);
    expect(JSON.stringify(first.world)).toBe(JSON.stringify(second.world));
    expect(first.files.map((f) => Buffer.from(f.body).toString('base64'))).toEqual(
      second.files.map((f) => Buffer.from(f.body).toString('base64')),
    );
  });
});
