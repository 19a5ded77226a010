import type { Autopilot } from '../../kit/autopilot.js';
import { clamp } from '../../kit/math.js';
import { CAR_LENGTH, CENTRIFUGAL_SPEED, STEER_SPEED } from './racingRules.js';
import type { RacingSimulation } from './racingSimulation.js';
import { curveAt, laneCenter, MAX_CURVE } from './racingTrack.js';

/** How far ahead the bot looks for traffic, metres. */
const LOOKAHEAD = 140;
/** A lane must be this much clearer before the bot moves over. */
const SWITCH_MARGIN = 15;
/** Anything closer sideways than this to a lane's centre blocks it. */
const LANE_REACH = 2.6;

/** Free road ahead in the lane centred on laneX (LOOKAHEAD when clear), pickups counting extra. */
function clearanceOf(sim: RacingSimulation, laneX: number, isNearOnly: boolean): number {
  const track = sim.track;
  const reach = isNearOnly ? 18 : LOOKAHEAD;
  let clear = reach;
  for (let i = 0; i < sim.rivalZ.length; i++) {
    const dz = (sim.rivalZ[i] ?? 0) - sim.z;
    if (dz > -CAR_LENGTH * 1.5 && dz < clear && Math.abs((sim.rivalX[i] ?? 0) - laneX) < LANE_REACH)
      clear = Math.max(0, dz);
  }
  for (let o = 0; o < track.obstacleZ.length; o++) {
    if (sim.obstacleHit[o] === 1) continue;
    const dz = (track.obstacleZ[o] ?? 0) - sim.z;
    if (dz > -2 && dz < clear && Math.abs((track.obstacleX[o] ?? 0) - laneX) < LANE_REACH)
      clear = Math.max(0, dz);
  }
  if (isNearOnly) return clear;
  let bonus = 0;
  for (let p = 0; p < track.pickupZ.length; p++) {
    if (sim.pickupTaken[p] === 1) continue;
    const dz = (track.pickupZ[p] ?? 0) - sim.z;
    if (dz > 0 && dz < clear && Math.abs((track.pickupX[p] ?? 0) - laneX) < 1) bonus = 10;
  }
  return clear + bonus;
}

/**
 * The racer's bot (autoplay and tests): holds the gas, keeps to the lane with the most free road
 * (moving one lane at a time, only when the lane beside is clear), leans against bends and brakes
 * when boxed in.
 */
export function createRacingAutopilot(): Autopilot<RacingSimulation> {
  let lane = -1;
  return (sim, controls) => {
    const track = sim.track;
    if (lane < 0)
      lane = Math.round(
        (sim.x + track.roadHalfWidth) / ((track.roadHalfWidth * 2) / track.laneCount) - 0.5,
      );
    lane = clamp(lane, 0, track.laneCount - 1);
    const here = clearanceOf(sim, laneCenter(track, lane), false);
    const isSettled = Math.abs(sim.x - laneCenter(track, lane)) < 0.6;
    if (isSettled && here < LOOKAHEAD) {
      let bestLane = lane;
      let best = here + SWITCH_MARGIN;
      for (const side of [-1, 1]) {
        const next = lane + side;
        if (next < 0 || next >= track.laneCount) continue;
        const x = laneCenter(track, next);
        if (clearanceOf(sim, x, true) < 16) continue;
        const clear = clearanceOf(sim, x, false);
        if (clear > best) {
          best = clear;
          bestLane = next;
        }
      }
      lane = bestLane;
    }
    const targetX = laneCenter(track, lane);
    const ratio = sim.speed / sim.options.topSpeed;
    const lean =
      ((curveAt(track, sim.z) / MAX_CURVE) * CENTRIFUGAL_SPEED * ratio * ratio) / STEER_SPEED;
    controls.moveX = clamp((targetX - sim.x) * 0.9 + lean, -1, 1);
    controls.left = controls.moveX < -0.1;
    controls.right = controls.moveX > 0.1;
    const ahead = clearanceOf(sim, sim.x, true);
    const isBoxedIn = ahead < 12 && lane === Math.round(lane) && here < 12;
    controls.jump = !isBoxedIn;
    controls.action = isBoxedIn && ahead < 7;
  };
}
