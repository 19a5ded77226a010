import type { FarmingWorld, TargetAudience } from '@promptplay/contracts';
import { FARMING_WORLD_VERSION } from '@promptplay/contracts';
import type { SeededRandom } from '../../random/seededRandom.js';

/** Field size, prices and goal: harder worlds want more coins from dearer land in the same time. */
export function farmingSettingsFor(
  difficulty: number,
  audience: TargetAudience,
  random: SeededRandom,
): FarmingWorld['farming'] {
  const isChildren = audience === 'children';
  return {
    genreVersion: FARMING_WORLD_VERSION,
    plotColumns: 3,
    plotRows: 4,
    startPlots: 2,
    startCoins: 20,
    landPrice: 20 + difficulty * 3,
    landPriceStep: 8 + difficulty * 2,
    seedPrice: 5,
    cropPrice: 18 + random.int(0, 2),
    growSeconds: 4,
    witherSeconds: isChildren ? 12 : 9 - Math.min(3, difficulty),
    coinGoal: (isChildren ? 200 : 220) + difficulty * 30 + random.int(0, 2) * 10,
    timeLimitSeconds: 75,
  };
}
