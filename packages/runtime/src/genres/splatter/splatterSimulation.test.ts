import { describe, expect, it } from 'vitest';
import { createSplatterAutopilot } from './splatterAutopilot.js';
import { CRITTER_KIND, SPLATTER_STEP_SECONDS } from './splatterRules.js';
import { SplatterSimulation, type SplatterSimulationOptions } from './splatterSimulation.js';

const OPTIONS: SplatterSimulationOptions = {
  timeLimitSeconds: 45,
  startTargets: 3,
  maxTargets: 8,
  targetSpeed: 0.25,
  missPenaltySeconds: 1.5,
  friendShare: 0.3,
  lives: 3,
  seed: 99,
};
const NO_TAP = { isTap: false, x: 0, y: 0 };

function walkingIndex(sim: SplatterSimulation, kind: number): number {
  for (let i = 0; i < sim.state.length; i++)
    if (sim.state[i] === 1 && sim.kind[i] === kind && (sim.x[i] ?? 0) > 30) return i;
  return -1;
}

function stepUntilWalking(sim: SplatterSimulation, kind: number): number {
  for (let n = 0; n < 60 * 60; n++) {
    const i = walkingIndex(sim, kind);
    if (i >= 0) return i;
    sim.step(NO_TAP, SPLATTER_STEP_SECONDS);
  }
  throw new Error('no critter of that kind appeared');
}

describe('splatter simulation', () => {
  it('splats a tapped target for points and chains quick splats into a combo', () => {
    const sim = new SplatterSimulation(OPTIONS);
    let i = stepUntilWalking(sim, CRITTER_KIND.target);
    sim.step({ isTap: true, x: sim.x[i] ?? 0, y: sim.y[i] ?? 0 }, SPLATTER_STEP_SECONDS);
    expect(sim.score).toBe(10);
    expect(sim.splatCount).toBe(1);
    i = stepUntilWalking(sim, CRITTER_KIND.target);
    sim.step({ isTap: true, x: sim.x[i] ?? 0, y: sim.y[i] ?? 0 }, SPLATTER_STEP_SECONDS);
    expect(sim.combo).toBe(2);
    expect(sim.score).toBeGreaterThan(20);
  });

  it('takes seconds off the clock for a tap on empty ground', () => {
    const sim = new SplatterSimulation({ ...OPTIONS, startTargets: 1 });
    const before = sim.timeLeft;
    sim.step({ isTap: true, x: 180, y: 2000 }, SPLATTER_STEP_SECONDS);
    expect(sim.timeLeft).toBeLessThan(before - 1);
    expect(sim.score).toBe(0);
  });

  it('costs a life to splat a friend, and ends the round with the last life', () => {
    const sim = new SplatterSimulation({ ...OPTIONS, friendShare: 1, lives: 1, seed: 5 });
    const i = stepUntilWalking(sim, CRITTER_KIND.friend);
    sim.step({ isTap: true, x: sim.x[i] ?? 0, y: sim.y[i] ?? 0 }, SPLATTER_STEP_SECONDS);
    expect(sim.lives).toBe(0);
    expect(sim.phase).toBe('lost');
  });

  it('ends when the clock runs out, with more critters than at the start', () => {
    const sim = new SplatterSimulation(OPTIONS);
    const start = sim.crowdSize;
    for (let n = 0; n < 60 * 50 && !sim.isOver; n++) sim.step(NO_TAP, SPLATTER_STEP_SECONDS);
    expect(sim.phase).toBe('timeUp');
    expect(sim.crowdSize).toBeGreaterThan(start);
  });
});

describe('splatter autopilot', () => {
  it('scores and reaches the result within a minute, the same way every time', () => {
    const play = () => {
      const sim = new SplatterSimulation(OPTIONS);
      const input = { ...NO_TAP };
      const autopilot = createSplatterAutopilot();
      for (let frame = 0; frame < 3600 && !sim.isOver; frame++) {
        autopilot(sim, input, frame);
        sim.step(input, SPLATTER_STEP_SECONDS);
      }
      return sim;
    };
    const a = play();
    const b = play();
    expect(a.isOver).toBe(true);
    expect(a.score).toBeGreaterThan(100);
    expect(a.bestCombo).toBeGreaterThan(1);
    expect([a.score, a.lives]).toEqual([b.score, b.lives]);
  });
});
