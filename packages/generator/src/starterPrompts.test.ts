import { GAME_GENRES, parseWorldFile } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { buildGame } from './buildGame.js';
import { seedFromString } from './random/seededRandom.js';
import { STARTER_PROMPTS } from './starterPrompts.js';

describe('STARTER_PROMPTS', () => {
  it('has at least 24 distinct prompts with authors', () => {
    expect(STARTER_PROMPTS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(STARTER_PROMPTS.map((s) => s.prompt.toLowerCase())).size).toBe(
      STARTER_PROMPTS.length,
    );
    for (const starter of STARTER_PROMPTS) {
      expect(GAME_GENRES).toContain(starter.genre);
      expect(starter.author.trim().length).toBeGreaterThan(0);
    }
  });

  it('covers every genre with at least two games', () => {
    for (const genre of GAME_GENRES) {
      const count = STARTER_PROMPTS.filter((starter) => starter.genre === genre).length;
      expect(count, genre).toBeGreaterThanOrEqual(2);
    }
  });

  // Builds the whole catalogue (art included): minutes on a loaded 2-core machine.
  it(
    'builds every prompt into a valid game, each with its own title and look',
    { timeout: 300_000 },
    async () => {
      const games = await Promise.all(
        STARTER_PROMPTS.map((starter, index) =>
          buildGame({
            gameId: `starter-${index}`,
            prompt: starter.prompt,
            genre: starter.genre,
            author: starter.author,
            seed: seedFromString(starter.prompt),
            createdAt: '2025-01-01T00:00:00.000Z',
            mediaBaseUrl: `/media/games/starter-${index}/`,
          }),
        ),
      );
      for (const game of games) expect(parseWorldFile(game.world).ok).toBe(true);
      const titles = games.map((g) => g.title);
      expect(new Set(titles).size).toBe(titles.length);
      const themes = new Set(games.map((g) => g.world.background.theme));
      expect(themes.size).toBeGreaterThanOrEqual(12);
    },
  );
});
