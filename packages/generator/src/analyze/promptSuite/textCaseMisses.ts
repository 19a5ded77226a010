import { buildGame } from '../../buildGame.js';
import { seedFromString } from '../../random/seededRandom.js';
import type { TextCase } from './textSuite11.js';

/** Title and story of a case's game, lower case, as the player first reads them. */
async function textOf({ entry }: TextCase, seedText: string): Promise<string> {
  const game = await buildGame({
    gameId: 'text-suite',
    prompt: entry.prompt,
    genre: entry.genre,
    author: 'Reader',
    seed: seedFromString(seedText),
    createdAt: '2026-12-02T12:00:00.000Z',
    mediaBaseUrl: '/media/games/text-suite/',
  });
  return `${game.title} | ${game.description}`.toLowerCase();
}

/**
 * What a text case's game gets wrong, read with two seeds (so both of most genres' story
 * openings are read): a word it should say and does not, a word it should never say, or a word
 * written twice in a row ("the the", "rain rain"). Empty when the text is right.
 */
export async function textCaseMisses(textCase: TextCase): Promise<string[]> {
  const prompt = textCase.entry.prompt;
  const misses: string[] = [];
  for (const seed of [prompt, `${prompt}-b`]) {
    const text = await textOf(textCase, seed);
    for (const word of textCase.told)
      if (!text.includes(word)) misses.push(`no "${word}" in ${text}`);
    for (const word of textCase.never ?? [])
      if (text.includes(word)) misses.push(`"${word}" in ${text}`);
    const doubled = /\b(\w+) \1\b/.exec(text);
    if (doubled) misses.push(`"${doubled[0]}" in ${text}`);
  }
  return misses;
}
