import type { Autopilot } from '../../kit/autopilot.js';
import { clamp } from '../../kit/math.js';
import { hasLineOfSight } from './fpsRaycast.js';
import { AUTOPILOT_HOLD_FIRE_SECONDS, ENEMY_RADIUS, MAX_ENEMIES, MAX_PICKUPS } from './fpsRules.js';
import { ENEMY_STATE, PICKUP_KIND, type FpsSimulation } from './fpsSimulation.js';

const LOW_AMMO = 6;
const FIRE_SLACK = 0.05;

/** Signed smallest angle from `from` to `to` (radians, -π..π). */
export function angleDelta(from: number, to: number): number {
  let delta = to - from;
  while (delta > Math.PI) delta -= Math.PI * 2;
  while (delta < -Math.PI) delta += Math.PI * 2;
  return delta;
}

/**
 * The FPS bot (autoplay and tests): turns to the nearest enemy it can see and fires when the
 * crosshair is on it (after a first look at the opening enemies), backing off when one gets
 * close; otherwise walks the maze's paths to ammo when low, to health when hurt, or towards the
 * nearest enemy to hunt it down.
 */
export function createFpsAutopilot(): Autopilot<FpsSimulation> {
  return (sim, controls) => {
    const p = sim.player;
    const maze = sim.maze;
    let target = -1;
    let targetDistance = Infinity;
    for (let i = 0; i < MAX_ENEMIES; i++) {
      if (sim.enemyState[i] !== ENEMY_STATE.alive) continue;
      const ex = sim.enemyX[i] ?? 0;
      const ey = sim.enemyY[i] ?? 0;
      const distance = Math.hypot(ex - p.x, ey - p.y);
      if (distance >= targetDistance || !hasLineOfSight(maze, p.x, p.y, ex, ey)) continue;
      target = i;
      targetDistance = distance;
    }
    controls.action = false;
    controls.jump = false;
    if (target >= 0 && p.ammo > 0) {
      const ex = sim.enemyX[target] ?? 0;
      const ey = sim.enemyY[target] ?? 0;
      const delta = angleDelta(p.angle, Math.atan2(ey - p.y, ex - p.x));
      const width = Math.atan2(ENEMY_RADIUS[sim.enemyKind[target] ?? 0] ?? 0.25, targetDistance);
      controls.moveX = clamp(delta * 5, -1, 1);
      controls.jump =
        sim.elapsed >= AUTOPILOT_HOLD_FIRE_SECONDS && Math.abs(delta) < width + FIRE_SLACK;
      controls.moveY = targetDistance < 1.1 ? 0.7 : targetDistance > 5 ? -0.5 : 0;
      return;
    }
    const goal = pickGoal(sim);
    if (goal < 0) {
      controls.moveX = 0.4;
      controls.moveY = 0;
      return;
    }
    const size = maze.size;
    const goalX = goal % size;
    const next = sim.flow.firstStepToward(goalX, (goal - goalX) / size);
    let tx = goalX + 0.5;
    let ty = (goal - goalX) / size + 0.5;
    if (next >= 0) {
      const nx = next % size;
      tx = nx + 0.5;
      ty = (next - nx) / size + 0.5;
    }
    const delta = angleDelta(p.angle, Math.atan2(ty - p.y, tx - p.x));
    controls.moveX = clamp(delta * 4, -1, 1);
    controls.moveY = Math.abs(delta) < 0.6 ? -1 : 0;
    controls.action = Math.abs(delta) < 0.3;
  };
}

/** Tile index to head for: ammo when low, health when hurt, else the nearest enemy; -1: none. */
function pickGoal(sim: FpsSimulation): number {
  const p = sim.player;
  const wantsAmmo = p.ammo < LOW_AMMO;
  const wantsHealth = p.health < sim.maxHealth * 0.4;
  if (wantsAmmo || wantsHealth) {
    const tile = nearestPickup(sim, wantsAmmo ? PICKUP_KIND.ammo : PICKUP_KIND.health);
    if (tile >= 0) return tile;
  }
  return nearestEnemy(sim);
}

/** Tile of the alive pickup of `kind` fewest steps away, or -1. */
function nearestPickup(sim: FpsSimulation, kind: number): number {
  let best = -1;
  let bestSteps = Infinity;
  for (let i = 0; i < MAX_PICKUPS; i++) {
    if (sim.pickupAlive[i] !== 1 || sim.pickupKind[i] !== kind) continue;
    const x = Math.floor(sim.pickupX[i] ?? 0);
    const y = Math.floor(sim.pickupY[i] ?? 0);
    const steps = sim.flow.stepsAt(x, y);
    if (steps < 0 || steps >= bestSteps) continue;
    bestSteps = steps;
    best = y * sim.maze.size + x;
  }
  return best;
}

/** Tile of the standing enemy fewest steps away, or -1. */
function nearestEnemy(sim: FpsSimulation): number {
  let best = -1;
  let bestSteps = Infinity;
  for (let i = 0; i < MAX_ENEMIES; i++) {
    if (sim.enemyState[i] !== ENEMY_STATE.alive) continue;
    const x = Math.floor(sim.enemyX[i] ?? 0);
    const y = Math.floor(sim.enemyY[i] ?? 0);
    const steps = sim.flow.stepsAt(x, y);
    if (steps < 0 || steps >= bestSteps) continue;
    bestSteps = steps;
    best = y * sim.maze.size + x;
  }
  return best;
}
