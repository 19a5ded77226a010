import type { MergeWorld, TargetAudience } from '@promptplay/contracts';
import { MERGE_WORLD_VERSION } from '@promptplay/contracts';
import type { SeededRandom } from '../../random/seededRandom.js';

const round1 = (value: number): number => Math.round(value * 10) / 10;

/** Tiers in the chain: longer chains for harder worlds. */
export function mergeTierCountFor(difficulty: number, random: SeededRandom): number {
  return Math.min(8, 6 + Math.floor(difficulty / 3) + random.int(0, 1));
}

/** Board size and drop pace: harder worlds have smaller boards and quicker drops. */
export function mergeSettingsFor(
  difficulty: number,
  audience: TargetAudience,
  random: SeededRandom,
): MergeWorld['merge'] {
  const gentle = audience === 'children' ? 1.3 : 1;
  const spawnSeconds = round1((4.2 - difficulty * 0.45 + random.range(-0.2, 0.2)) * gentle);
  return {
    genreVersion: MERGE_WORLD_VERSION,
    columns: 5,
    rows: difficulty >= 4 ? 5 : 6,
    startItems: 6 + random.int(0, 3),
    spawnSeconds,
    minSpawnSeconds: round1(Math.max(0.6, spawnSeconds * 0.4)),
    maxSpawnTier: difficulty <= 2 ? 1 : random.int(0, 1),
  };
}
