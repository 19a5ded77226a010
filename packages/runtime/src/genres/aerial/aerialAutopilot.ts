import type { Autopilot } from '../../kit/autopilot.js';
import { clamp } from '../../kit/math.js';
import {
  CLOUD_RADIUS_X,
  COLUMN_HALF_WIDTH,
  FIELD_HEIGHT,
  FLYER_DRIFT,
  FLYER_RADIUS,
  MAX_FALL_SPEED,
  MAX_RISE_SPEED,
  OBSTACLE_KINDS,
  PICKUP_KINDS,
  RING_REACH_Y,
  VEHICLE_HALF_HEIGHT,
  VEHICLE_HALF_WIDTH,
} from './aerialRules.js';
import type { AerialSimulation } from './aerialSimulation.js';

/** How far ahead the bot reads the course, metres. */
const LOOKAHEAD = 75;
/** Extra room the bot keeps from anything it could hit. */
const MARGIN = 2.5;
/** Altitudes the bot considers, every CANDIDATE_STEP metres. */
const CANDIDATE_STEP = 2;
const LOWEST = VEHICLE_HALF_HEIGHT + 5;
const HIGHEST = FIELD_HEIGHT - VEHICLE_HALF_HEIGHT - 1;
/** Braking the bot plans with (below the real climb and fall), so it stops at its target. */
const PLANNED_BRAKING = 70;
/** Near the target the wanted climb rate shrinks linearly with the distance, so it settles. */
const SETTLE_RATE = 6;

/** Nearer things matter more: 1 right here, less and less further ahead. */
function nearness(dx: number): number {
  return 1 / (1 + Math.max(0, dx) / 12);
}

/**
 * How far the vehicle at altitude c (± its half height and a margin) must move to get out of
 * the band [low, high], or 0 when it is clear: towers can only be escaped upwards, hanging
 * columns only downwards.
 */
function overlap(c: number, low: number, high: number): number {
  const bottom = c - VEHICLE_HALF_HEIGHT - MARGIN;
  const top = c + VEHICLE_HALF_HEIGHT + MARGIN;
  if (top <= low || bottom >= high) return 0;
  if (low <= 0) return high - bottom;
  if (high >= FIELD_HEIGHT) return top - low;
  return Math.min(top - low, high - bottom);
}

/** Vertical speed the bot counts on when it plans to climb or dive past something. */
const CROSSING_SPEED = 32;

/**
 * Cost of something spanning [low, high] whose front edge is `front` metres ahead, for a bot
 * that wants to be at altitude c: high when c is inside it and there is no time left to get
 * out, or when the bot would have to climb or dive through it before it can get past.
 */
function bandCost(
  sim: AerialSimulation,
  c: number,
  low: number,
  high: number,
  front: number,
  dx: number,
): number {
  const depth = overlap(c, low, high);
  // Inside it is fine for now while there is still time to get out before it arrives.
  if (depth > 0)
    return front > (sim.speed * (depth + 4)) / CROSSING_SPEED
      ? nearness(dx) * depth * 1.5
      : nearness(dx) * (60 + depth * 6);
  const reach = VEHICLE_HALF_HEIGHT + MARGIN;
  const isBetween = low < Math.max(sim.y, c) + reach && high > Math.min(sim.y, c) - reach;
  if (!isBetween) return 0;
  const climb = c > sim.y ? high + reach - sim.y : sim.y - (low - reach);
  const isTooLate = front < (sim.speed * climb) / CROSSING_SPEED;
  return isTooLate ? nearness(dx) * 60 : 0;
}

/** Cost of flying at altitude c through what lies ahead (lower is better). */
function costOf(sim: AerialSimulation, c: number): number {
  const course = sim.course;
  let cost = Math.abs(c - sim.y) * 0.12;
  if (c < LOWEST) cost += (LOWEST - c) * 20;
  const columnReach = COLUMN_HALF_WIDTH + VEHICLE_HALF_WIDTH + 1;
  const cloudReach = CLOUD_RADIUS_X + VEHICLE_HALF_WIDTH + 1;
  const flyerReach = FLYER_RADIUS + VEHICLE_HALF_WIDTH + 1;
  for (let o = sim.obstacleCursor; o < course.obstacleX.length; o++) {
    const dx = (course.obstacleX[o] ?? 0) - sim.x;
    if (dx > LOOKAHEAD) break;
    const reach = course.obstacleKind[o] === OBSTACLE_KINDS.cloud ? cloudReach : columnReach;
    if (dx < -reach) continue;
    cost += bandCost(
      sim,
      c,
      course.obstacleLow[o] ?? 0,
      course.obstacleHigh[o] ?? 0,
      dx - reach,
      dx,
    );
  }
  for (let i = sim.flyerCursor; i < course.flyerX.length; i++) {
    // Flyers close in: they are met sooner than their distance says.
    const dx = ((sim.flyerCurrentX[i] ?? 0) - sim.x) / (1 + FLYER_DRIFT);
    if (dx > LOOKAHEAD) break;
    if (dx < -flyerReach || sim.flyerHit[i] === 1) continue;
    const base = course.flyerBaseY[i] ?? 0;
    const reach = (course.flyerAmplitude[i] ?? 0) + FLYER_RADIUS;
    cost += bandCost(sim, c, base - reach, base + reach, dx - flyerReach, dx);
  }
  for (let p = sim.pickupCursor; p < course.pickupX.length; p++) {
    const dx = (course.pickupX[p] ?? 0) - sim.x;
    if (dx > LOOKAHEAD) break;
    if (dx < 0 || sim.pickupTaken[p] === 1) continue;
    const isRing = course.pickupKind[p] === PICKUP_KINDS.ring;
    if (Math.abs((course.pickupY[p] ?? 0) - c) < (isRing ? RING_REACH_Y - 1.5 : 3))
      cost -= nearness(dx) * (isRing ? 40 : 3);
  }
  return cost;
}

/**
 * The flight's bot (autoplay and tests): each step it weighs altitudes against the obstacles,
 * flyers and pickups ahead (nearer ones count more), picks the best and holds to climb whenever
 * it is rising slower than it should to get there.
 */
export function createAerialAutopilot(): Autopilot<AerialSimulation> {
  return (sim, controls) => {
    let best = sim.y;
    let bestCost = Number.POSITIVE_INFINITY;
    for (let c = LOWEST - 3; c <= HIGHEST; c += CANDIDATE_STEP) {
      const cost = costOf(sim, c);
      if (cost < bestCost) {
        bestCost = cost;
        best = c;
      }
    }
    const distance = best - sim.y;
    const rate = Math.min(
      Math.sqrt(2 * PLANNED_BRAKING * Math.abs(distance)),
      Math.abs(distance) * SETTLE_RATE,
    );
    const wanted = clamp(Math.sign(distance) * rate, -MAX_FALL_SPEED, MAX_RISE_SPEED);
    const isClimb = sim.phase === 'ready' || sim.vy < wanted;
    controls.jump = isClimb;
  };
}
