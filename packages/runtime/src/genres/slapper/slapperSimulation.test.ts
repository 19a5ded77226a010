import { describe, expect, it } from 'vitest';
import { createControlsState, releaseControls } from '../../kit/controls.js';
import { createSlapperAutopilot } from './slapperAutopilot.js';
import {
  SLAPPER_STEP_SECONDS,
  SlapperSimulation,
  type SlapperSettings,
} from './slapperSimulation.js';

const settings: SlapperSettings = {
  seed: 3,
  weapons: [
    { power: 12, sweetSpot: 0.16 },
    { power: 25, sweetSpot: 0.1 },
  ],
  targetHealth: 300,
  meterSpeed: 0.8,
  whiffs: 3,
  timeLimitSeconds: 60,
};
const STEP = SLAPPER_STEP_SECONDS;
const idle = { jump: false, action: false };

/** Steps until the needle is at `target` (within a step), then slaps. */
function slapAt(sim: SlapperSimulation, target: number): void {
  for (let i = 0; i < 600 && Math.abs(sim.needle - target) > 0.02; i++) sim.step(idle, STEP);
  sim.step({ jump: true, action: false }, STEP);
  for (let i = 0; i < 40; i++) sim.step(idle, STEP);
}

function autoplay(seed: number, frames: number) {
  const sim = new SlapperSimulation({ ...settings, seed });
  const controls = createControlsState();
  const bot = createSlapperAutopilot();
  for (let frame = 0; frame < frames && !sim.isOver; frame++) {
    releaseControls(controls);
    bot(sim, controls, frame);
    sim.step(controls, STEP);
  }
  return sim;
}

describe('slapper simulation', () => {
  it('a slap in the perfect zone does more damage than one at its edge', () => {
    const perfect = new SlapperSimulation(settings);
    slapAt(perfect, perfect.zoneCenter);
    const edge = new SlapperSimulation(settings);
    slapAt(edge, edge.zoneCenter + edge.goodHalfWidth * 0.8);
    expect(perfect.lastDamage).toBeGreaterThan(edge.lastDamage);
    expect(perfect.score).toBeGreaterThan(edge.score);
  });

  it('a slap far outside the zone whiffs and costs a heart; three whiffs lose', () => {
    const sim = new SlapperSimulation(settings);
    for (let i = 0; i < 3; i++) slapAt(sim, sim.zoneCenter > 0.5 ? 0.01 : 0.99);
    expect(sim.hearts).toBe(0);
    expect(sim.phase).toBe('lost');
    expect(sim.health).toBe(settings.targetHealth);
  });

  it('B switches to the next weapon', () => {
    const sim = new SlapperSimulation(settings);
    sim.step({ jump: false, action: true }, STEP);
    expect(sim.weaponIndex).toBe(1);
  });

  it('losing when the time runs out', () => {
    const sim = new SlapperSimulation(settings);
    for (let t = 0; t <= settings.timeLimitSeconds + 1 && !sim.isOver; t += STEP)
      sim.step(idle, STEP);
    expect(sim.phase).toBe('lost');
  });

  it('the autopilot knocks the target out, the same way every run', () => {
    const first = autoplay(11, 3600);
    const second = autoplay(11, 3600);
    expect(first.phase).toBe('won');
    expect(first.score).toBe(second.score);
  });
});
