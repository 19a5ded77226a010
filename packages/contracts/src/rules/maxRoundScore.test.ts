import { describe, expect, it } from 'vitest';
import { GAME_GENRES } from '../enums.js';
import type { WorldFile } from '../worlds/index.js';
import { GENRE_MAX_ROUND_SCORE, maxRoundScore } from './maxRoundScore.js';

const shooterWorld = (waves: number, enemiesPerWave: number) =>
  ({ gameGenre: 'SHOOTER', shooter: { waves, enemiesPerWave } }) as unknown as WorldFile;

describe('maxRoundScore', () => {
  it('gives every genre a whole, positive maximum', () => {
    for (const genre of GAME_GENRES) {
      expect(Number.isInteger(maxRoundScore(genre))).toBe(true);
      expect(maxRoundScore(genre)).toBeGreaterThan(0);
      expect(maxRoundScore(genre)).toBe(Math.ceil(GENRE_MAX_ROUND_SCORE[genre]));
    }
  });

  it('reads the bound from the world when it is at hand', () => {
    // 3 waves of 3, 5 and 7 enemies (25 each), 0 + 1 + 2 primaries (60 each), 50 + 100 + 150.
    expect(maxRoundScore('SHOOTER', shooterWorld(3, 3))).toBe(15 * 25 + 3 * 60 + 300);
    expect(maxRoundScore('SHOOTER', shooterWorld(3, 4))).toBeGreaterThan(
      maxRoundScore('SHOOTER', shooterWorld(3, 3)),
    );
    // A world of another genre is not read.
    expect(maxRoundScore('FPS', shooterWorld(3, 3))).toBe(maxRoundScore('FPS'));
  });
});
