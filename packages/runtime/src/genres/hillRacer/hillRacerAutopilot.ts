import type { Autopilot } from '../../kit/autopilot.js';
import { clamp } from '../../kit/math.js';
import { GRAVITY } from './hillRacerRules.js';
import type { HillRacerSimulation } from './hillRacerSimulation.js';
import { slopeAt } from './hillRacerTrack.js';

/** Cruising speed on easy ground, m/s. */
const CRUISE_SPEED = 16;
/** Slowest the bot aims for over a crest, m/s. */
const CREST_SPEED = 7;
/** Nose-up angle against the ground (radians) at which the bot lets off the gas / brakes. */
const EASE_OFF_PITCH = 0.38;
const BRAKE_PITCH = 0.62;

/** How sharply the ground bends over (1/m) somewhere in the next `ahead` metres: crests. */
function crestSharpness(sim: HillRacerSimulation, ahead: number): number {
  const track = sim.track;
  let sharpest = 0;
  for (let d = 1; d <= ahead; d += 1) {
    const x = sim.x + d;
    const bend = -(slopeAt(track, x + 1) - slopeAt(track, x - 1)) / 2;
    if (bend > sharpest) sharpest = bend;
  }
  return sharpest;
}

/**
 * The hill racer's bot (autoplay and tests): on the ground it holds the gas up to a speed that
 * keeps it on the ground over the crests ahead, eases off when the nose rises too far (and brakes
 * to drop it); in the air it tilts the body to match the slope it will land on.
 */
export function createHillRacerAutopilot(): Autopilot<HillRacerSimulation> {
  return (sim, controls) => {
    controls.jump = false;
    controls.action = false;
    controls.left = false;
    controls.right = false;
    const track = sim.track;
    if (sim.isAirborne) {
      const landingX = sim.x + clamp(sim.vx * 0.4, -3, 6);
      const target = Math.atan(slopeAt(track, landingX));
      const command = (target - sim.angle) * 4 - sim.spin * 0.9;
      controls.left = command > 0.25;
      controls.right = command < -0.25;
      return;
    }
    const pitch = sim.angle - Math.atan(slopeAt(track, sim.x));
    const sharpness = crestSharpness(sim, 4 + Math.max(0, sim.vx) * 0.8);
    // Stay on the ground over a crest: v² · bend < g.
    const safe = sharpness > 0 ? Math.sqrt((GRAVITY * 1.6) / sharpness) : CRUISE_SPEED;
    const target = clamp(safe, CREST_SPEED, CRUISE_SPEED);
    if (pitch > BRAKE_PITCH) controls.action = true;
    else if (pitch < EASE_OFF_PITCH && sim.vx < target) controls.jump = true;
    else if (sim.vx > target + 4) controls.action = true;
  };
}
