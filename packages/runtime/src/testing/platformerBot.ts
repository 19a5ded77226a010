import { createPlatformerAutopilot } from '../genres/platformer/platformerAutopilot.js';
import { PLATFORMER_STEP_SECONDS } from '../genres/platformer/platformerRules.js';
import type {
  PlatformerInput,
  PlatformerSimulation,
} from '../genres/platformer/platformerSimulation.js';

/**
 * Plays a simulation with the platformer's autopilot, one step at a time, and returns the phase
 * reached when the game ends or `maxSeconds` of game time pass.
 */
export function playWithBot(
  sim: PlatformerSimulation,
  maxSeconds = 600,
): PlatformerSimulation['phase'] {
  const input: PlatformerInput = { left: false, right: false, jump: false };
  const autopilot = createPlatformerAutopilot();
  const steps = Math.ceil(maxSeconds / PLATFORMER_STEP_SECONDS);
  for (let i = 0; i < steps && !sim.isOver; i++) {
    autopilot(sim, input);
    sim.step(input, PLATFORMER_STEP_SECONDS);
  }
  return sim.phase;
}
