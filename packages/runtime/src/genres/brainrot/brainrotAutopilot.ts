import type { Autopilot } from '../../kit/autopilot.js';
import type { ControlsState } from '../../kit/controls.js';
import {
  CATCH_Y,
  CATCHER_HALF_WIDTH,
  CATCHER_SPEED,
  DROP_KIND,
  MAX_DROPS,
  type BrainrotSimulation,
} from './brainrotSimulation.js';

/**
 * The brainrot bot (autoplay and tests): heads for the reachable prop that lands soonest,
 * steps aside from a hazard about to land on it, and fumbles now and then (it ignores drops for
 * a moment every few seconds) so the game ends with a real score.
 */
export function createBrainrotAutopilot(): Autopilot<BrainrotSimulation> {
  return (sim: BrainrotSimulation, controls: ControlsState, frame: number) => {
    controls.moveX = 0;
    if (frame % 420 > 360) return;
    let bestTime = Infinity;
    let targetX = Number.NaN;
    let dangerX = Number.NaN;
    for (let i = 0; i < MAX_DROPS; i++) {
      if (sim.dropActive[i] !== 1) continue;
      const speed = sim.dropSpeed[i] ?? 1;
      const time = (CATCH_Y - (sim.dropY[i] ?? 0)) / speed;
      if (time < 0) continue;
      const x = sim.dropX[i] ?? 0;
      if (sim.dropKind[i] === DROP_KIND.hazard) {
        if (time < 0.5 && Math.abs(x - sim.catcherX) < CATCHER_HALF_WIDTH + 30) dangerX = x;
        continue;
      }
      const reach = Math.abs(x - sim.catcherX) / CATCHER_SPEED;
      if (reach <= time + 0.05 && time < bestTime) {
        bestTime = time;
        targetX = x;
      }
    }
    if (!Number.isNaN(dangerX)) controls.moveX = dangerX > sim.catcherX ? -1 : 1;
    else if (!Number.isNaN(targetX) && Math.abs(targetX - sim.catcherX) > 6)
      controls.moveX = targetX > sim.catcherX ? 1 : -1;
  };
}
