import type { HillRacerWorld, HillVehicleRig, TargetAudience } from '@promptplay/contracts';
import { HILL_RACER_WORLD_VERSION } from '@promptplay/contracts';
import type { SeededRandom } from '../../random/seededRandom.js';

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * Course and tank for a difficulty 1..5: harder worlds are longer, hillier and steeper, with a
 * smaller tank and cans further apart. Tuned so a careful run takes about a minute and a half
 * and the autopilot finishes nearly every seed.
 */
export function hillRacerSettingsFor(
  difficulty: number,
  audience: TargetAudience,
  vehicle: HillVehicleRig,
  random: SeededRandom,
): HillRacerWorld['hillRacer'] {
  const isChildren = audience === 'children';
  const trackLengthMeters = 800 + difficulty * 120 + random.int(0, 4) * 25;
  return {
    genreVersion: HILL_RACER_WORLD_VERSION,
    trackLengthMeters,
    hilliness: round2(Math.min(1, 0.25 + difficulty * 0.1 + random.range(0, 0.15))),
    steepnessGrowth: round2(Math.min(1, 0.35 + difficulty * 0.1 + random.range(0, 0.15))),
    maxSlopeDegrees: Math.round(29 + difficulty * 2.4 - (isChildren ? 4 : 0)),
    fuelSeconds: isChildren ? 34 : 32 - difficulty * 2,
    fuelCanSpacingMeters: 175 + difficulty * 15 + random.int(0, 3) * 5,
    coinDensity: round2(random.range(0.4, 0.75)),
    checkpointCount: trackLengthMeters > 1250 ? 3 : 2,
    vehicle,
  };
}
