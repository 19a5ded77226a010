import type { PlatformerWorld } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../analyze/analyzePrompt.js';
import { buildGame } from '../buildGame.js';
import { categorizePrompt } from '../categorize/categorizePrompt.js';
import { seedFromString } from '../random/seededRandom.js';
import { withIdeaDifficulty } from './gameIdeaEdits.js';

const PROMPT = 'a pickle knight fighting rats in a sewer';
const SHOWN_IDEA = categorizePrompt({ prompt: PROMPT, gameGenre: 'PLATFORMER' }).gameCreationPrompt;

describe('the edited game idea', () => {
  const analysis = analyzePrompt(PROMPT, seedFromString(PROMPT));

  it('leaves the difficulty alone when unedited, re-spaced or given neutral words', () => {
    expect(withIdeaDifficulty(analysis, SHOWN_IDEA, undefined)).toBe(analysis);
    expect(withIdeaDifficulty(analysis, SHOWN_IDEA, `  ${SHOWN_IDEA} `)).toBe(analysis);
    expect(withIdeaDifficulty(analysis, SHOWN_IDEA, `${SHOWN_IDEA} With lots of pipes.`)).toBe(
      analysis,
    );
  });

  it('makes the game harder or easier with the words the player added', () => {
    expect(analysis.difficultyBias).toBe(0);
    expect(
      withIdeaDifficulty(analysis, SHOWN_IDEA, `${SHOWN_IDEA} Make it brutal!`).difficultyBias,
    ).toBe(1);
    expect(
      withIdeaDifficulty(analysis, SHOWN_IDEA, `Keep it cozy. ${SHOWN_IDEA}`).difficultyBias,
    ).toBe(-1);
  });

  it('builds a longer, tighter platformer when the player asks for a brutal one', async () => {
    const build = (gameCreationPrompt?: string) =>
      buildGame({
        gameId: 'idea',
        prompt: PROMPT,
        genre: 'PLATFORMER',
        author: 'Tester',
        seed: seedFromString(PROMPT),
        createdAt: '2025-01-01T00:00:00.000Z',
        mediaBaseUrl: '/media/games/idea/',
        texts: {
          characterPrompt: '',
          secondaryCharacterPrompt: '',
          environmentCreationPrompt: '',
          ...(gameCreationPrompt === undefined ? {} : { gameCreationPrompt }),
        },
      }).then((game) => game.world as PlatformerWorld);
    const [plain, confirmed, brutal] = await Promise.all([
      build(),
      build(SHOWN_IDEA),
      build(`${SHOWN_IDEA} Make it brutal!`),
    ]);
    expect(JSON.stringify(confirmed)).toBe(JSON.stringify(plain));
    expect(brutal.platformer.enemyDensity).toBeGreaterThan(plain.platformer.enemyDensity);
    expect(brutal.platformer.levelScreens).toBeGreaterThanOrEqual(plain.platformer.levelScreens);
    expect(brutal.platformer.lives).toBeLessThanOrEqual(plain.platformer.lives);
  }, 30_000);
});
