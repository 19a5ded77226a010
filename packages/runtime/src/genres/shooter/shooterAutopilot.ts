import type { Autopilot } from '../../kit/autopilot.js';
import { clamp } from '../../kit/math.js';
import { HERO_START_Y } from './shooterRules.js';
import type { ShooterSimulation } from './shooterSimulation.js';

const DANGER_ABOVE = 90;
const DODGE_WIDTH = 40;

/**
 * The shooter's bot (autoplay and tests): slides under the lowest enemy and fires, steps aside
 * from enemy shots and diving enemies, and lets the magazine refill when it runs dry.
 */
export function createShooterAutopilot(): Autopilot<ShooterSimulation> {
  let isReloading = false;
  return (sim, controls) => {
    const hero = sim.hero;
    let targetX = hero.x;
    let lowestY = -Infinity;
    const e = sim.enemies;
    for (let i = 0; i < e.size; i++) {
      if (e.alive[i] !== 1) continue;
      const y = e.y[i] ?? 0;
      if (y < hero.y - 40 && y > lowestY && y > -20) {
        lowestY = y;
        targetX = e.x[i] ?? hero.x;
      }
    }
    let dodge = 0;
    const threat = (x: number, y: number): void => {
      const dx = x - hero.x;
      if (y < hero.y + 10 && y > hero.y - DANGER_ABOVE && Math.abs(dx) < DODGE_WIDTH)
        dodge += dx >= 0 ? -1 : 1;
    };
    const shots = sim.enemyShots;
    for (let s = 0; s < shots.size; s++)
      if (shots.alive[s] === 1) threat(shots.x[s] ?? 0, shots.y[s] ?? 0);
    for (let i = 0; i < e.size; i++) if (e.alive[i] === 1) threat(e.x[i] ?? 0, e.y[i] ?? 0);
    const dx = dodge !== 0 ? dodge * 60 : targetX - hero.x;
    controls.moveX = clamp(dx / 24, -1, 1);
    controls.moveY = clamp((HERO_START_Y - hero.y) / 24, -1, 1);
    if (sim.ammo < 1) isReloading = true;
    if (isReloading && sim.ammo >= sim.options.magazineSize * 0.6) isReloading = false;
    controls.jump = !isReloading && lowestY > -Infinity && Math.abs(targetX - hero.x) < 26;
    controls.action = false;
  };
}
