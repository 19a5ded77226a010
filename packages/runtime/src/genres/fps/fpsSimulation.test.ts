import { describe, expect, it } from 'vitest';
import { createControlsState, releaseControls } from '../../kit/controls.js';
import { createFpsAutopilot } from './fpsAutopilot.js';
import { generateFpsMaze, isWall } from './fpsMaze.js';
import { placeFpsProps } from './fpsProps.js';
import { castRay, createRayHit, hasLineOfSight } from './fpsRaycast.js';
import { ENEMY_KIND, FPS_STEP_SECONDS, OPENING_ENEMIES } from './fpsRules.js';
import { ENEMY_STATE, FpsSimulation, type FpsSimulationOptions } from './fpsSimulation.js';

const OPTIONS: FpsSimulationOptions = {
  mazeCells: 6,
  waves: 3,
  enemiesPerWave: 4,
  fastEnemyShare: 0.3,
  primaryEnemyHealth: 10,
  playerHealth: 100,
  startAmmo: 30,
  ammoPerPickup: 12,
  difficulty: 2,
  seed: 4242,
};

const idle = () => ({ moveX: 0, moveY: 0, jump: false, action: false });

function autoplay(options: FpsSimulationOptions, frames: number) {
  const sim = new FpsSimulation(options);
  const controls = createControlsState();
  const autopilot = createFpsAutopilot();
  let frame = 0;
  let scoredAt = -1;
  for (; frame < frames && !sim.isOver; frame++) {
    releaseControls(controls);
    autopilot(sim, controls, frame);
    sim.step(controls, FPS_STEP_SECONDS);
    if (scoredAt < 0 && sim.score > 0) scoredAt = frame;
  }
  return { sim, frame, scoredAt };
}

/** Every open tile reachable from the start, by flood fill. */
function reachableOpenTiles(maze: ReturnType<typeof generateFpsMaze>): {
  open: number;
  reached: number;
} {
  const size = maze.size;
  const seen = new Uint8Array(size * size);
  const stack = [Math.floor(maze.startY) * size + Math.floor(maze.startX)];
  let reached = 0;
  while (stack.length > 0) {
    const tile = stack.pop() ?? 0;
    if (seen[tile] === 1 || maze.tiles[tile] !== 0) continue;
    seen[tile] = 1;
    reached++;
    stack.push(tile + 1, tile - 1, tile + size, tile - size);
  }
  let open = 0;
  for (const tile of maze.tiles) if (tile === 0) open++;
  return { open, reached };
}

describe('fps maze', () => {
  it('is closed by walls, fully connected, and the same for the same seed', () => {
    const maze = generateFpsMaze(7, 99);
    expect(maze.size).toBe(15);
    for (let i = 0; i < maze.size; i++) {
      expect(isWall(maze, i, 0) && isWall(maze, 0, i)).toBe(true);
      expect(isWall(maze, i, maze.size - 1) && isWall(maze, maze.size - 1, i)).toBe(true);
    }
    const { open, reached } = reachableOpenTiles(maze);
    expect(reached).toBe(open);
    expect(generateFpsMaze(7, 99).tiles).toEqual(maze.tiles);
    expect(generateFpsMaze(7, 100).tiles).not.toEqual(maze.tiles);
  });

  it('starts every round looking down an open corridor, never at a wall', () => {
    const hit = createRayHit();
    for (let seed = 1; seed <= 200; seed++) {
      const maze = generateFpsMaze(4 + (seed % 7), seed);
      const dx = Math.cos(maze.startAngle);
      const dy = Math.sin(maze.startAngle);
      castRay(maze, maze.startX, maze.startY, dx, dy, hit);
      expect(hit.distance, `seed ${seed}`).toBeGreaterThan(3);
    }
  });

  it('stands the place’s props on open floor against a wall, never on the start tile', () => {
    const maze = generateFpsMaze(6, 21);
    const props = placeFpsProps(maze, 2, 21);
    expect(props.count).toBeGreaterThan(4);
    for (let i = 0; i < props.count; i++) {
      const x = props.x[i] ?? 0;
      const y = props.y[i] ?? 0;
      expect(isWall(maze, Math.floor(x), Math.floor(y))).toBe(false);
      const nearWall = [-0.45, 0.45].some(
        (d) =>
          isWall(maze, Math.floor(x + d), Math.floor(y)) ||
          isWall(maze, Math.floor(x), Math.floor(y + d)),
      );
      expect(nearWall).toBe(true);
      expect(
        Math.floor(x) === Math.floor(maze.startX) && Math.floor(y) === Math.floor(maze.startY),
      ).toBe(false);
      expect(props.picture[i]).toBeLessThan(2);
    }
    expect(placeFpsProps(maze, 0, 21).count).toBe(0);
  });

  it('casts rays that stop at the first wall', () => {
    const maze = generateFpsMaze(5, 3);
    const hit = createRayHit();
    castRay(maze, 1.5, 1.5, -1, 0, hit);
    expect(hit.distance).toBeCloseTo(0.5);
    expect(hit.tile).toBeGreaterThan(0);
  });
});

describe('fps simulation', () => {
  it('puts the first enemies in view within the first second', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const sim = new FpsSimulation({ ...OPTIONS, seed });
      for (let i = 0; i < 60; i++) sim.step(idle(), FPS_STEP_SECONDS);
      const p = sim.player;
      const seen = Array.from({ length: sim.enemyState.length }, (_, i) => i).filter((i) => {
        const dx = (sim.enemyX[i] ?? 0) - p.x;
        const dy = (sim.enemyY[i] ?? 0) - p.y;
        const off = Math.abs(
          Math.atan2(
            Math.sin(Math.atan2(dy, dx) - p.angle),
            Math.cos(Math.atan2(dy, dx) - p.angle),
          ),
        );
        return (
          sim.enemyState[i] === ENEMY_STATE.alive &&
          off < 0.6 &&
          hasLineOfSight(sim.maze, p.x, p.y, sim.enemyX[i] ?? 0, sim.enemyY[i] ?? 0)
        );
      });
      expect(seen.length, `seed ${seed}`).toBeGreaterThanOrEqual(OPENING_ENEMIES);
    }
  });

  it('walks forward with the stick, turns, and never walks through walls', () => {
    const sim = new FpsSimulation(OPTIONS);
    const start = { x: sim.player.x, y: sim.player.y, angle: sim.player.angle };
    for (let i = 0; i < 20; i++) sim.step({ ...idle(), moveY: -1 }, FPS_STEP_SECONDS);
    expect(Math.hypot(sim.player.x - start.x, sim.player.y - start.y)).toBeGreaterThan(0.5);
    for (let i = 0; i < 20; i++) sim.step({ ...idle(), moveX: 1 }, FPS_STEP_SECONDS);
    expect(sim.player.angle).not.toBeCloseTo(start.angle);
    for (let i = 0; i < 600; i++) sim.step({ ...idle(), moveY: -1 }, FPS_STEP_SECONDS);
    expect(isWall(sim.maze, Math.floor(sim.player.x), Math.floor(sim.player.y))).toBe(false);
  });

  it('spends ammo when firing and scores a hit on an enemy in the crosshair', () => {
    const sim = new FpsSimulation(OPTIONS);
    const ammo = sim.player.ammo;
    sim.step({ ...idle(), jump: true }, FPS_STEP_SECONDS);
    expect(sim.player.ammo).toBe(ammo - 1);
    // Place a basic enemy straight ahead of the player and fire at it.
    const p = sim.player;
    sim.enemyState[0] = ENEMY_STATE.alive;
    sim.enemyKind[0] = ENEMY_KIND.basic;
    sim.enemyHealth[0] = 1;
    sim.enemyX[0] = p.x + Math.cos(p.angle) * 0.9;
    sim.enemyY[0] = p.y + Math.sin(p.angle) * 0.9;
    for (let i = 0; i < 30; i++) sim.step({ ...idle(), jump: true }, FPS_STEP_SECONDS);
    expect(sim.kills).toBe(1);
    expect(sim.score).toBeGreaterThan(0);
  });

  it('draws the view gently towards an enemy in sight near the crosshair, not while turning', () => {
    const aimAt = (turn: number) => {
      const sim = new FpsSimulation(OPTIONS);
      const p = sim.player;
      const bearing = p.angle + 0.25;
      sim.enemyState[0] = ENEMY_STATE.alive;
      sim.enemyKind[0] = ENEMY_KIND.basic;
      sim.enemyX[0] = p.x + Math.cos(bearing) * 2;
      sim.enemyY[0] = p.y + Math.sin(bearing) * 2;
      const before = p.angle;
      sim.step({ ...idle(), moveX: turn }, FPS_STEP_SECONDS);
      return { turned: p.angle - before, sim };
    };
    const idleAim = aimAt(0).turned;
    expect(idleAim).toBeGreaterThan(0);
    expect(idleAim).toBeLessThan(0.05);
    expect(aimAt(-1).turned).toBeLessThan(0);
  });

  it('loses when the player never moves or fires', () => {
    const sim = new FpsSimulation(OPTIONS);
    for (let i = 0; i < 60 * 600 && !sim.isOver; i++) sim.step(idle(), FPS_STEP_SECONDS);
    expect(sim.phase).toBe('lost');
    expect(sim.player.health).toBe(0);
  });

  it('plans longer waves later and the boss in the last one only', () => {
    const sim = new FpsSimulation(OPTIONS);
    const kinds = sim.waves.map((wave) => wave.kinds);
    expect(kinds).toHaveLength(OPTIONS.waves);
    expect(kinds[kinds.length - 1]?.length).toBeGreaterThan(kinds[0]?.length ?? 0);
    expect(kinds[kinds.length - 1]).toContain(ENEMY_KIND.boss);
    for (const wave of kinds.slice(0, -1)) expect(wave).not.toContain(ENEMY_KIND.boss);
  });
});

describe('fps autopilot', () => {
  it('scores soon and reaches a result within a few minutes of game time', () => {
    for (const seed of [1, 4242, 99_001, 7]) {
      const { sim, scoredAt } = autoplay({ ...OPTIONS, seed }, 60 * 240);
      expect(sim.isOver, `seed ${seed}`).toBe(true);
      expect(sim.score, `seed ${seed}`).toBeGreaterThan(0);
      expect(scoredAt, `seed ${seed}`).toBeLessThan(60 * 40);
    }
  });

  it('lets the opening enemies walk into view before it shoots them', () => {
    for (const seed of [1, 4242, 99_001, 7]) {
      const { sim } = autoplay({ ...OPTIONS, seed }, Math.round(1.8 / FPS_STEP_SECONDS));
      let inSight = 0;
      for (let i = 0; i < sim.enemyState.length; i++) {
        if (sim.enemyState[i] !== ENEMY_STATE.alive) continue;
        const ex = sim.enemyX[i] ?? 0;
        const ey = sim.enemyY[i] ?? 0;
        if (hasLineOfSight(sim.maze, sim.player.x, sim.player.y, ex, ey)) inSight++;
      }
      expect(inSight, `seed ${seed}`).toBe(OPENING_ENEMIES);
    }
  });

  it('beats the boss of an easy world', () => {
    const { sim } = autoplay({ ...OPTIONS, difficulty: 1, waves: 2, seed: 11 }, 60 * 240);
    expect(sim.phase).toBe('won');
  });

  it('plays the same game from the same seed', () => {
    const a = autoplay(OPTIONS, 1800).sim;
    const b = autoplay(OPTIONS, 1800).sim;
    expect([a.score, a.player.x, a.player.health]).toEqual([b.score, b.player.x, b.player.health]);
  });
});
