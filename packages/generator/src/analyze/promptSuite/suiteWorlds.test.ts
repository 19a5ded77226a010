import { GAME_GENRES } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { buildGame } from '../../buildGame.js';
import { seedFromString } from '../../random/seededRandom.js';
import { PROMPT_SUITE } from './promptSuite.js';

/** Every sixth suite prompt (all genres come round): built for real, one at a time. */
const SAMPLE = PROMPT_SUITE.filter((_, index) => index % 6 === 0);

describe('the suite prompts reach the world file the runtime plays', () => {
  it('samples every genre', () => {
    expect(SAMPLE.length).toBeGreaterThanOrEqual(30);
    expect(new Set(SAMPLE.map((entry) => entry.genre))).toEqual(new Set(GAME_GENRES));
  });

  // One test per genre: each stays well inside its timeout on a busy two-core machine.
  it.each(GAME_GENRES)(
    '%s: each named place, time and weather is in the built world',
    async (genre) => {
      const misses: string[] = [];
      for (const entry of SAMPLE.filter((each) => each.genre === genre)) {
        const built = await buildGame({
          gameId: 'suite',
          prompt: entry.prompt,
          genre: entry.genre,
          author: 'Suite',
          seed: seedFromString(entry.prompt),
          createdAt: '2026-11-25T12:00:00.000Z',
          mediaBaseUrl: '/media/games/suite/',
        });
        const { background, atmosphere } = built.world;
        // The scene key names every place drawn ("mountains+mars/snow").
        const scenePlaces = background.theme.split('/')[0]!.split('+');
        for (const place of entry.places)
          if (!scenePlaces.includes(place)) misses.push(`${entry.prompt}: place ${place}`);
        if (entry.time && atmosphere?.timeOfDay !== entry.time)
          misses.push(`${entry.prompt}: time ${entry.time}`);
        if (entry.weather && atmosphere?.weather !== entry.weather)
          misses.push(`${entry.prompt}: weather ${entry.weather}`);
        if (entry.sky && atmosphere?.sky !== entry.sky)
          misses.push(`${entry.prompt}: sky ${entry.sky}`);
        expect(
          background.layers.every((layer) => layer.imageUrl?.startsWith('/media/games/suite/')),
          `${entry.prompt}: every layer is drawn from the place`,
        ).toBe(true);
      }
      expect(misses).toEqual([]);
    },
    120_000,
  );
});
