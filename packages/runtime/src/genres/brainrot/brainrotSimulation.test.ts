import { describe, expect, it } from 'vitest';
import { createControlsState, releaseControls } from '../../kit/controls.js';
import { createBrainrotAutopilot } from './brainrotAutopilot.js';
import {
  BRAINROT_STEP_SECONDS,
  BrainrotSimulation,
  type BrainrotSettings,
} from './brainrotSimulation.js';

const settings: BrainrotSettings = {
  seed: 21,
  propCount: 3,
  timeLimitSeconds: 40,
  lives: 3,
  spawnPerSecond: 1.2,
  spawnRamp: 0.03,
  fallSpeed: 170,
  hazardShare: 0.3,
};
const STEP = BRAINROT_STEP_SECONDS;

function play(seed: number, frames: number, useBot: boolean) {
  const sim = new BrainrotSimulation({ ...settings, seed });
  const controls = createControlsState();
  const bot = createBrainrotAutopilot();
  const input = { moveX: 0, targetX: Number.NaN };
  for (let frame = 0; frame < frames && !sim.isOver; frame++) {
    releaseControls(controls);
    if (useBot) bot(sim, controls, frame);
    input.moveX = controls.moveX;
    sim.step(input, STEP);
  }
  return sim;
}

describe('brainrot simulation', () => {
  it('a catcher that never moves scores less than the bot', () => {
    const idle = play(21, 60 * 30, false);
    const bot = play(21, 60 * 30, true);
    expect(bot.score).toBeGreaterThan(idle.score);
    expect(bot.caughtCount).toBeGreaterThan(0);
  });

  it('dragging moves the catcher towards the finger', () => {
    const sim = new BrainrotSimulation(settings);
    for (let i = 0; i < 60; i++) sim.step({ moveX: 0, targetX: 40 }, STEP);
    expect(sim.catcherX).toBeLessThan(60);
  });

  it('ends when the time runs out, or earlier when the lives run out', () => {
    const sim = play(21, 60 * 60 * 2, true);
    expect(sim.isOver).toBe(true);
    if (sim.phase === 'over') expect(sim.timeLeft).toBe(0);
    else expect(sim.lives).toBe(0);
  });

  it('drops fall thicker later in the round', () => {
    const sim = new BrainrotSimulation({ ...settings, hazardShare: 0 });
    const active = () => sim.dropActive.reduce((sum, a) => sum + a, 0);
    const input = { moveX: 0, targetX: Number.NaN };
    for (let i = 0; i < 60 * 4; i++) sim.step(input, STEP);
    const early = active();
    for (let i = 0; i < 60 * 30; i++) sim.step(input, STEP);
    expect(active()).toBeGreaterThanOrEqual(early);
  });

  it('plays the same from the same seed', () => {
    expect(play(8, 1200, true).score).toBe(play(8, 1200, true).score);
  });
});
