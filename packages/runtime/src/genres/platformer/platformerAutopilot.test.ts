import { describe, expect, it } from 'vitest';
import { createControlsState, releaseControls } from '../../kit/controls.js';
import { FixedStepClock } from '../../kit/fixedStepClock.js';
import { generatePlatformerLevel } from '../../levels/index.js';
import { buildSampleWorld } from '../../testing/sampleWorld.js';
import { createPlatformerAutopilot } from './platformerAutopilot.js';
import { PLATFORMER_STEP_SECONDS } from './platformerRules.js';
import { PlatformerSimulation } from './platformerSimulation.js';

/** Plays like the scene under autoplay: controls released each frame, one step per frame. */
function autoplay(seed: number, frames: number) {
  const world = buildSampleWorld({ seed });
  const sim = new PlatformerSimulation(generatePlatformerLevel(world), {
    lives: world.platformer.lives,
    timeLimitSeconds: world.platformer.timeLimitSeconds,
    difficulty: world.difficulty,
  });
  const clock = new FixedStepClock(PLATFORMER_STEP_SECONDS, 0.1, true);
  const controls = createControlsState();
  const autopilot = createPlatformerAutopilot();
  let frame = 0;
  for (; frame < frames && !sim.isOver; frame++) {
    releaseControls(controls);
    const steps = clock.advance(frame % 3 === 0 ? 100 : 4);
    for (let i = 0; i < steps; i++) {
      autopilot(sim, controls);
      sim.step(controls, PLATFORMER_STEP_SECONDS);
    }
  }
  return { sim, frame };
}

describe('platformer autopilot under autoplay', () => {
  it('plays the sample world to a result', () => {
    const { sim } = autoplay(12345, 60 * 60 * 5);
    expect(sim.isOver).toBe(true);
    expect(sim.phase).toBe('won');
  });

  it('simulates exactly N steps in N frames, the same on every run', () => {
    const first = autoplay(777, 600);
    const second = autoplay(777, 600);
    expect(first.sim.elapsed).toBeCloseTo(Math.min(first.frame, 600) * PLATFORMER_STEP_SECONDS);
    expect([first.sim.hero.x, first.sim.score]).toEqual([second.sim.hero.x, second.sim.score]);
  });
});
