import type { Autopilot } from '../../kit/autopilot.js';
import { distanceSquared } from '../../kit/math.js';
import { HAZARD_RADIUS, HERO_RADIUS, MAGNET_RADIUS } from './collectibleRules.js';
import type { CollectibleSimulation } from './collectibleSimulation.js';

const DANGER_RADIUS = 110;
const DASH_RADIUS = HERO_RADIUS + HAZARD_RADIUS + 26;

/** Distance beyond an obstacle's edge at which the bot starts to walk round it. */
const OBSTACLE_LOOKOUT = 46;
const steering = { x: 0, y: 0 };

/**
 * Bends the heading (dx, dy) round the obstacles just ahead: away from each, and sideways on
 * the side the heading already leans to, so the hero never stalls against one. Writes `out`.
 */
function steerAroundObstacles(
  sim: CollectibleSimulation,
  dx: number,
  dy: number,
  out: { x: number; y: number },
): void {
  const hero = sim.hero;
  out.x = dx;
  out.y = dy;
  for (let i = 0; i < sim.obstacleX.length; i++) {
    const awayX = hero.x - (sim.obstacleX[i] ?? 0);
    const awayY = hero.y - (sim.obstacleY[i] ?? 0);
    const distance = Math.hypot(awayX, awayY) || 1;
    const edge = distance - (sim.obstacleRadius[i] ?? 0) - HERO_RADIUS;
    if (edge > OBSTACLE_LOOKOUT) continue;
    const nx = awayX / distance;
    const ny = awayY / distance;
    // Only obstacles the heading walks into matter.
    if (dx * nx + dy * ny > 0) continue;
    const strength = (OBSTACLE_LOOKOUT - Math.max(0, edge)) / OBSTACLE_LOOKOUT;
    const side = dx * -ny + dy * nx >= 0 ? 1 : -1;
    out.x += (nx + -ny * side * 1.5) * strength;
    out.y += (ny + nx * side * 1.5) * strength;
  }
}

/**
 * The collectible arena's bot: heads for the nearest item (or the bonus when it is close),
 * steers around hazards and round the place's obstacles, dashes out of a close call and fires the magnet into a cluster.
 */
export function createCollectibleAutopilot(): Autopilot<CollectibleSimulation> {
  return (sim, controls, frame) => {
    const hero = sim.hero;
    let targetX = sim.width / 2;
    let targetY = sim.height / 2;
    let best = Number.POSITIVE_INFINITY;
    let itemsNear = 0;
    for (let i = 0; i < sim.itemX.length; i++) {
      if ((sim.itemRespawn[i] ?? 0) > 0) continue;
      const x = sim.itemX[i] ?? 0;
      const y = sim.itemY[i] ?? 0;
      const d2 = distanceSquared(x, y, hero.x, hero.y);
      if (d2 < MAGNET_RADIUS * MAGNET_RADIUS) itemsNear += 1;
      if (d2 < best) {
        best = d2;
        targetX = x;
        targetY = y;
      }
    }
    if (sim.bonusTime > 1) {
      const d2 = distanceSquared(sim.bonusX, sim.bonusY, hero.x, hero.y);
      if (d2 < best * 2.5) {
        targetX = sim.bonusX;
        targetY = sim.bonusY;
      }
    }
    let dx = targetX - hero.x;
    let dy = targetY - hero.y;
    const length = Math.hypot(dx, dy) || 1;
    dx /= length;
    dy /= length;
    let isClose = false;
    for (let i = 0; i < sim.hazardCount; i++) {
      const hx = sim.hazardX[i] ?? 0;
      const hy = sim.hazardY[i] ?? 0;
      const distance = Math.sqrt(distanceSquared(hx, hy, hero.x, hero.y)) || 1;
      if (distance > DANGER_RADIUS) continue;
      const push = ((DANGER_RADIUS - distance) / DANGER_RADIUS) * 2.2;
      dx += ((hero.x - hx) / distance) * push;
      dy += ((hero.y - hy) / distance) * push;
      if (distance < DASH_RADIUS) isClose = true;
    }
    steerAroundObstacles(sim, dx, dy, steering);
    dx = steering.x;
    dy = steering.y;
    // Hug the walls less: hazards pin a hero in a corner.
    const margin = 60;
    if (hero.x < margin) dx += 0.8;
    if (hero.x > sim.width - margin) dx -= 0.8;
    if (hero.y < margin) dy += 0.8;
    if (hero.y > sim.height - margin) dy -= 0.8;
    const steer = Math.hypot(dx, dy) || 1;
    controls.moveX = dx / steer;
    controls.moveY = dy / steer;
    controls.left = controls.moveX < -0.3;
    controls.right = controls.moveX > 0.3;
    controls.up = controls.moveY < -0.3;
    controls.down = controls.moveY > 0.3;
    // Press and release: a held button only fires once.
    controls.jump = isClose && sim.isDashReady && frame % 2 === 0;
    controls.action = itemsNear >= 2 && sim.isMagnetReady && frame % 2 === 0;
  };
}
