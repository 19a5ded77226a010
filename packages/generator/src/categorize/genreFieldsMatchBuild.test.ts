import { GAME_GENRES, type CategorizedPrompt, type GameGenre } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { buildGame, type CreationTexts } from '../buildGame.js';
import { seedFromString } from '../random/seededRandom.js';
import { STARTER_PROMPTS } from '../starterPrompts.js';
import { categorizePrompt } from './categorizePrompt.js';

interface Sample {
  prompt: string;
  genre: GameGenre;
}

/**
 * The first two starter prompts of every genre, and vehicle prompts that name no vehicle (the
 * starters all do): the categorizer then shows the default vehicle the builder must draw.
 */
const SAMPLES: Sample[] = [
  ...GAME_GENRES.flatMap((genre) =>
    STARTER_PROMPTS.filter((starter) => starter.genre === genre).slice(0, 2),
  ),
  { prompt: 'A dog explores outer space', genre: 'AERIAL' },
  { prompt: 'A brave frog races grumpy beetles in the jungle', genre: 'RACING' },
  { prompt: 'A penguin zooms down the snowy mountain', genre: 'HILL_RACER' },
];

/** The texts a player confirms without changing anything. */
function unchanged(categorized: CategorizedPrompt): CreationTexts {
  return {
    characterPrompt: categorized.characterPrompt,
    secondaryCharacterPrompt: categorized.secondaryCharacterPrompt,
    environmentCreationPrompt: categorized.environmentCreationPrompt,
    genreSpecificFields: categorized.genreSpecificFields,
  };
}

describe('the categorized genre fields and the built game', () => {
  it.each(SAMPLES)(
    '$genre: the world has the fields the player was shown, confirmed or not ($prompt)',
    { timeout: 30_000 },
    async ({ prompt, genre }) => {
      const categorized = categorizePrompt({ prompt, gameGenre: genre });
      const input = {
        gameId: 'fields-check',
        prompt,
        genre,
        author: 'Tester',
        // The server seeds the game from the prompt, as the categorizer does.
        seed: seedFromString(prompt),
        createdAt: '2025-01-01T00:00:00.000Z',
        mediaBaseUrl: '/media/games/fields-check/',
      };
      const [typed, confirmed] = await Promise.all([
        buildGame(input),
        buildGame({ ...input, texts: unchanged(categorized) }),
      ]);
      expect(typed.world.genreSpecificFields).toEqual(categorized.genreSpecificFields);
      expect(JSON.stringify(confirmed.world)).toBe(JSON.stringify(typed.world));
    },
  );
});
