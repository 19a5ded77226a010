import type { CollectibleWorld, TargetAudience } from '@promptplay/contracts';
import { COLLECTIBLE_WORLD_VERSION } from '@promptplay/contracts';
import type { SeededRandom } from '../../random/seededRandom.js';

const round1 = (value: number): number => Math.round(value * 10) / 10;

/**
 * Arena size, target, timer and hazards: harder worlds ask for more items with more, faster
 * hazards in the same minute (a round always ends within the time limit).
 */
export function collectibleSettingsFor(
  difficulty: number,
  audience: TargetAudience,
  random: SeededRandom,
): CollectibleWorld['collectible'] {
  const isChildren = audience === 'children';
  const startHazards = Math.max(1, Math.min(4, Math.round(difficulty / 2) + random.int(0, 1)));
  return {
    genreVersion: COLLECTIBLE_WORLD_VERSION,
    arenaWidth: random.pick([640, 720, 800]),
    arenaHeight: random.pick([880, 960, 1040]),
    targetCount: 16 + difficulty * 3 + random.int(0, 3) - (isChildren ? 4 : 0),
    timeLimitSeconds: 60,
    lives: isChildren ? 5 : difficulty >= 4 ? 3 : 4,
    itemsOnField: random.int(3, 5),
    startHazards,
    maxHazards: Math.min(12, startHazards + 3 + difficulty),
    hazardSpeed: round1(70 + difficulty * 14 + random.range(-6, 6)),
    heroSpeed: round1(235 + random.range(-10, 10)),
  };
}
