import type { Autopilot } from '../../kit/autopilot.js';
import type { FarmingLayout } from './farmingLayout.js';
import { PLOT, STALL } from './farmingRules.js';
import type { FarmingSimulation } from './farmingSimulation.js';

const FRAMES_BETWEEN_TAPS = 9;

/** What the bot would tap now, or -1 to wait: harvest, sell, plant, buy seeds, buy land. */
export function chooseFarmingTap(sim: FarmingSimulation): number {
  const { plots, plotCount, settings } = sim;
  let empty = -1;
  let emptyCount = 0;
  let growing = 0;
  for (let i = 0; i < plotCount; i++) {
    if (plots[i] === PLOT.ripe) return i;
    if (plots[i] === PLOT.empty) {
      emptyCount += 1;
      if (empty < 0) empty = i;
    }
    if (plots[i] === PLOT.growing) growing += 1;
  }
  const stall = (id: number) => plotCount + id;
  const isEndgame = sim.coins + sim.basket * settings.cropPrice >= settings.coinGoal;
  if (
    sim.basket > 0 &&
    (isEndgame || sim.basket >= 3 || growing === 0 || sim.coins < settings.seedPrice)
  )
    return stall(STALL.cropBuyer);
  if (empty >= 0 && sim.seeds > 0) return empty;
  if (emptyCount > sim.seeds && sim.coins >= settings.seedPrice) return stall(STALL.seedSeller);
  const isWorthExpanding = sim.timeLeft > settings.growSeconds * 3;
  if (
    isWorthExpanding &&
    sim.nextLockedPlot >= 0 &&
    sim.coins >= sim.landPrice + settings.seedPrice
  )
    return stall(STALL.landSeller);
  return -1;
}

/** The farm's bot: taps like a player (one tap every few frames) where chooseFarmingTap says. */
export function createFarmingAutopilot(layout: FarmingLayout): Autopilot<FarmingSimulation> {
  let wait = 0;
  const point = { x: 0, y: 0 };
  return (sim, controls) => {
    if (wait > 0) {
      wait -= 1;
      return;
    }
    const target = chooseFarmingTap(sim);
    if (target < 0) return;
    layout.targetCenter(target, sim.plotCount, point);
    const pointer = controls.pointer;
    pointer.x = point.x;
    pointer.y = point.y;
    pointer.isDown = true;
    pointer.justPressed = true;
    wait = FRAMES_BETWEEN_TAPS;
  };
}
