import type { GameGenre } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { buildGame, type BuiltGame } from '../buildGame.js';
import { categorizePrompt } from '../categorize/categorizePrompt.js';
import { seedFromString } from '../random/seededRandom.js';

/** Vehicle genres read the prompt again without the vehicle; the player's picks must survive it. */
const CASES: [GameGenre, string, string][] = [
  ['RACING', 'A cowboy dog races a red monster truck through the desert', 'driver.png'],
  ['HILL_RACER', 'A grumpy goat drives a green jeep over snowy hills', 'driver.png'],
  ['AERIAL', 'A tiny hamster flies a paper plane over the city', 'pilot.png'],
];

async function build(genre: GameGenre, prompt: string, pickHero: boolean): Promise<BuiltGame> {
  const shown = categorizePrompt({ prompt, gameGenre: genre });
  // The least similar look-alike: surely not what the prompt's own hero looks like.
  const pick = shown.characterMatches.character?.at(-1);
  if (!pick) throw new Error(`${genre}: no look-alikes for the hero`);
  return buildGame({
    gameId: 'vehicle-edits',
    prompt,
    genre,
    author: 'Tester',
    seed: seedFromString(prompt),
    createdAt: '2025-01-01T00:00:00.000Z',
    mediaBaseUrl: '/media/games/vehicle-edits/',
    texts: {
      characterPrompt: shown.characterPrompt,
      secondaryCharacterPrompt: shown.secondaryCharacterPrompt,
      environmentCreationPrompt: shown.environmentCreationPrompt,
      characterMatchUrl: pickHero ? pick.url : null,
      genreSpecificFields: shown.genreSpecificFields,
      gameCreationPrompt: shown.gameCreationPrompt,
    },
  });
}

const fileOf = (game: BuiltGame, path: string) =>
  Buffer.from(game.files.find((file) => file.path === path)?.body ?? []);

describe('a picked look-alike in a vehicle genre', () => {
  it.each(CASES)(
    '%s: draws the picked hero even though the prompt names a vehicle',
    async (genre, prompt, heroSheet) => {
      const [plain, picked] = await Promise.all([
        build(genre, prompt, false),
        build(genre, prompt, true),
      ]);
      expect(fileOf(plain, heroSheet).length).toBeGreaterThan(0);
      expect(fileOf(picked, heroSheet).equals(fileOf(plain, heroSheet))).toBe(false);
    },
    30_000,
  );
});
