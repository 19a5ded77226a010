import { CRITTER_KIND, FIELD_MARGIN, FIELD_WIDTH } from './splatterRules.js';
import type { SplatterInput, SplatterSimulation } from './splatterSimulation.js';

/** Frames between the bot's taps: a quick but human rhythm. */
const TAP_EVERY_FRAMES = 16;

/**
 * The splatter's bot (autoplay and tests): every few frames it taps the target nearest the
 * field's middle, leading it slightly, and never taps a friend; now and then it misses.
 */
export function createSplatterAutopilot(): (
  sim: SplatterSimulation,
  input: SplatterInput,
  frame: number,
) => void {
  return (sim, input, frame) => {
    input.isTap = false;
    if (frame % TAP_EVERY_FRAMES !== 0) return;
    let best = -1;
    let bestScore = Infinity;
    for (let i = 0; i < sim.state.length; i++) {
      if (sim.state[i] !== 1 || sim.kind[i] === CRITTER_KIND.friend) continue;
      const x = sim.x[i] ?? 0;
      if (x < FIELD_MARGIN || x > FIELD_WIDTH - FIELD_MARGIN) continue;
      const score = Math.abs(x - FIELD_WIDTH / 2) - (sim.kind[i] === CRITTER_KIND.bonus ? 200 : 0);
      if (score < bestScore) {
        bestScore = score;
        best = i;
      }
    }
    if (best < 0) return;
    // Every ninth tap goes wide, so misses (and their time cost) show up in play.
    const wide = frame % (TAP_EVERY_FRAMES * 9) === 0 ? 60 : 0;
    input.isTap = true;
    input.x = (sim.x[best] ?? 0) + (sim.vx[best] ?? 0) * 0.03 + wide;
    input.y = (sim.y[best] ?? 0) + (sim.vy[best] ?? 0) * 0.03;
  };
}
