import { describe, expect, it } from 'vitest';
import { buildGame } from '../../buildGame.js';
import { seedFromString } from '../../random/seededRandom.js';

async function titleOf(prompt: string): Promise<string> {
  const built = await buildGame({
    gameId: 'race-title',
    prompt,
    genre: 'RACING',
    author: 'a',
    seed: seedFromString(prompt),
    createdAt: '2025-03-01T12:00:00.000Z',
    mediaBaseUrl: '/m/',
  });
  return built.title;
}

/** Words of four letters or more that a title says twice ("Race Track Road Race"). */
function repeatedWords(title: string): string[] {
  const words: string[] = title.toLowerCase().match(/[a-z]{4,}/g) ?? [];
  return words.filter((word, index) => words.indexOf(word) !== index);
}

describe('a race title', () => {
  it.each([
    'A jockey rides a zebra around a race track',
    'Snails race around a race track in the rain',
    'A banana drives a go-kart on a rainbow road in the clouds',
    'Hamsters race on a speedway at night',
  ])('never says a word of its place twice: %s', async (prompt) => {
    const title = await titleOf(prompt);
    expect(repeatedWords(title), title).toEqual([]);
  });
});
