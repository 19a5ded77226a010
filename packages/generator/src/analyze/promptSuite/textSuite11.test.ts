import { describe, expect, it } from 'vitest';
import { buildGame } from '../../buildGame.js';
import { seedFromString } from '../../random/seededRandom.js';
import { TEXT_CASES_11, type TextCase } from './textSuite11.js';

/** Title and story of a case's game, lower case, as the player first reads them. */
async function textOf({ entry }: TextCase, seedText: string): Promise<string> {
  const game = await buildGame({
    gameId: 'text-suite-11',
    prompt: entry.prompt,
    genre: entry.genre,
    author: 'Reader',
    seed: seedFromString(seedText),
    createdAt: '2026-12-02T12:00:00.000Z',
    mediaBaseUrl: '/media/games/text-suite-11/',
  });
  return `${game.title} | ${game.description}`.toLowerCase();
}

describe('round 11 text: the story says what the prompt asked for', () => {
  // One test per prompt: each stays well inside its timeout on a busy two-core machine.
  it.each(TEXT_CASES_11.map((entry) => [entry.entry.prompt, entry] as const))(
    'tells what "%s" names: time, weather, weapon, plurals, hero and place',
    async (prompt, entry) => {
      const misses: string[] = [];
      // Two seeds, so both of most genres' story openings are read.
      for (const seed of [prompt, `${prompt}-b`]) {
        const text = await textOf(entry, seed);
        for (const word of entry.told)
          if (!text.includes(word)) misses.push(`no "${word}" in ${text}`);
        for (const word of entry.never ?? [])
          if (text.includes(word)) misses.push(`"${word}" in ${text}`);
        // No word written twice in a row ("the the", "rain rain").
        const doubled = /\b(\w+) \1\b/.exec(text);
        if (doubled) misses.push(`"${doubled[0]}" in ${text}`);
      }
      expect(misses).toEqual([]);
    },
    60_000,
  );
});
