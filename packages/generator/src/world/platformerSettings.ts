import type { PlatformerWorld, TargetAudience } from '@promptplay/contracts';
import { PLATFORMER_WORLD_VERSION } from '@promptplay/contracts';
import type { SeededRandom } from '../random/seededRandom.js';

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Difficulty 1..5: a seed-picked 2 or 3, nudged by words like "cozy" or "brutal". */
export function difficultyFor(
  bias: -1 | 0 | 1,
  audience: TargetAudience,
  random: SeededRandom,
): number {
  const base = random.pick([2, 2, 3, 3, 3, 4]) + bias * 2;
  const gentler = audience === 'children' ? -1 : 0;
  return Math.max(1, Math.min(5, base + gentler));
}

/** Level length, densities, lives and timer: harder worlds are longer, denser and tighter. */
export function platformerSettingsFor(
  difficulty: number,
  audience: TargetAudience,
  random: SeededRandom,
): PlatformerWorld['platformer'] {
  const levelScreens = Math.max(3, Math.min(12, 3 + difficulty + random.int(0, 2)));
  const lives = audience === 'children' ? 5 : difficulty >= 4 ? 3 : 4;
  const secondsPerScreen = 32 - difficulty * 3;
  const timeLimitSeconds = Math.max(
    30,
    Math.min(600, Math.round((levelScreens * secondsPerScreen) / 10) * 10),
  );
  return {
    genreVersion: PLATFORMER_WORLD_VERSION,
    levelScreens,
    enemyDensity: round2(Math.min(1, 0.15 + difficulty * 0.12 + random.range(-0.05, 0.05))),
    gapDensity: round2(Math.min(1, 0.1 + difficulty * 0.1 + random.range(-0.05, 0.05))),
    collectibleDensity: round2(Math.min(1, random.range(0.5, 0.8))),
    lives,
    timeLimitSeconds,
  };
}
