import { FARMING_WORLD_VERSION, type FarmingWorld } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { createControlsState, releaseControls } from '../../kit/controls.js';
import { createFarmingAutopilot } from './farmingAutopilot.js';
import { FarmingLayout } from './farmingLayout.js';
import { FARMING_STEP_SECONDS, PLOT, STALL } from './farmingRules.js';
import { FarmingSimulation } from './farmingSimulation.js';

function worldWith(
  overrides: Partial<FarmingWorld['farming']> = {},
): Pick<FarmingWorld, 'farming'> {
  return {
    farming: {
      genreVersion: FARMING_WORLD_VERSION,
      plotColumns: 3,
      plotRows: 4,
      startPlots: 2,
      startCoins: 20,
      landPrice: 25,
      landPriceStep: 10,
      seedPrice: 5,
      cropPrice: 18,
      growSeconds: 4,
      witherSeconds: 8,
      coinGoal: 300,
      timeLimitSeconds: 75,
      ...overrides,
    },
  };
}

const STEP = FARMING_STEP_SECONDS;
const wait = (sim: FarmingSimulation, seconds: number) => {
  for (let i = 0; i < Math.round(seconds / STEP); i++) sim.step(-1, STEP);
};

describe('FarmingSimulation', () => {
  it('runs the loop: buy a seed, plant, wait, harvest, sell for coins', () => {
    const sim = new FarmingSimulation(worldWith());
    const stall = (id: number) => sim.plotCount + id;
    sim.step(stall(STALL.seedSeller), STEP);
    expect([sim.coins, sim.seeds]).toEqual([15, 1]);
    sim.step(0, STEP);
    expect(sim.plots[0]).toBe(PLOT.growing);
    sim.step(0, STEP);
    expect(sim.basket).toBe(0);
    wait(sim, 4.1);
    expect(sim.plots[0]).toBe(PLOT.ripe);
    sim.step(0, STEP);
    expect(sim.basket).toBe(1);
    sim.step(stall(STALL.cropBuyer), STEP);
    expect([sim.coins, sim.score, sim.basket]).toEqual([33, 18, 0]);
  });

  it('sells land for coins, dearer with every plot, and refuses when broke', () => {
    const sim = new FarmingSimulation(worldWith({ startCoins: 40 }));
    const land = sim.plotCount + STALL.landSeller;
    sim.step(land, STEP);
    expect(sim.plots[2]).toBe(PLOT.empty);
    expect(sim.coins).toBe(15);
    expect(sim.landPrice).toBe(35);
    sim.step(land, STEP);
    expect(sim.plots[3]).toBe(PLOT.locked);
  });

  it('withers ripe crops left too long', () => {
    const sim = new FarmingSimulation(worldWith());
    sim.step(sim.plotCount + STALL.seedSeller, STEP);
    sim.step(0, STEP);
    wait(sim, 4 + 8 + 0.2);
    expect(sim.plots[0]).toBe(PLOT.empty);
  });

  it('wins at the coin goal and loses when time runs out', () => {
    const rich = new FarmingSimulation(worldWith({ startCoins: 400 }));
    rich.step(-1, STEP);
    expect(rich.phase).toBe('won');
    const idle = new FarmingSimulation(worldWith({ timeLimitSeconds: 20 }));
    wait(idle, 21);
    expect(idle.phase).toBe('lost');
  });
});

describe('farming autopilot', () => {
  it.each([
    ['portrait', 390, 844],
    ['landscape', 844, 390],
  ])('taps its way to the coin goal within 3600 frames (%s)', (_name, width, height) => {
    const sim = new FarmingSimulation(worldWith());
    const layout = new FarmingLayout(sim.columns, sim.rows);
    layout.update(width, height, 0);
    const autopilot = createFarmingAutopilot(layout);
    const controls = createControlsState();
    for (let frame = 0; frame < 3600 && !sim.isOver; frame++) {
      releaseControls(controls);
      autopilot(sim, controls, frame);
      const pointer = controls.pointer;
      sim.step(
        pointer.justPressed ? layout.hitTest(pointer.x, pointer.y, sim.plotCount) : -1,
        STEP,
      );
    }
    expect(sim.phase).toBe('won');
    expect(sim.landBought).toBeGreaterThan(0);
  });
});
