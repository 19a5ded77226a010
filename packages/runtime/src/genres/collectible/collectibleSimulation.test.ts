import { COLLECTIBLE_WORLD_VERSION, type CollectibleWorld } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { createControlsState, releaseControls } from '../../kit/controls.js';
import { createCollectibleAutopilot } from './collectibleAutopilot.js';
import { COLLECTIBLE_STEP_SECONDS, ITEM_SCORE } from './collectibleRules.js';
import { CollectibleSimulation } from './collectibleSimulation.js';

type SimWorld = Pick<CollectibleWorld, 'collectible' | 'seed' | 'difficulty' | 'obstacles'>;

function worldWith(overrides: Partial<CollectibleWorld['collectible']> = {}, seed = 11): SimWorld {
  return {
    seed,
    difficulty: 2,
    collectible: {
      genreVersion: COLLECTIBLE_WORLD_VERSION,
      arenaWidth: 720,
      arenaHeight: 960,
      targetCount: 20,
      timeLimitSeconds: 60,
      lives: 3,
      itemsOnField: 4,
      startHazards: 2,
      maxHazards: 6,
      hazardSpeed: 90,
      heroSpeed: 230,
      ...overrides,
    },
  };
}

const STEP = COLLECTIBLE_STEP_SECONDS;

/** Shelves in aisles above and below the middle, as the generator lays out a library. */
const AISLES: NonNullable<CollectibleWorld['obstacles']> = {
  sprites: [{ name: 'books', url: 'https://example.test/obstacle-0.png', size: 96 }],
  placed: [0.16, 0.34, 0.66, 0.84].flatMap((row) =>
    [0.25, 0.75].map((column) => ({
      sprite: 0,
      x: Math.round(720 * column),
      y: Math.round(960 * row),
      radius: 32,
    })),
  ),
};

function autoplay(world: SimWorld, frames: number): CollectibleSimulation {
  const sim = new CollectibleSimulation(world);
  const controls = createControlsState();
  const autopilot = createCollectibleAutopilot();
  for (let frame = 0; frame < frames && !sim.isOver; frame++) {
    releaseControls(controls);
    autopilot(sim, controls, frame);
    sim.step(controls, STEP);
    expect(insideObstacle(sim, sim.hero.x, sim.hero.y, 15)).toBe(false);
  }
  return sim;
}

function insideObstacle(sim: CollectibleSimulation, x: number, y: number, radius: number) {
  for (let i = 0; i < sim.obstacleX.length; i++) {
    const reach = (sim.obstacleRadius[i] ?? 0) + radius;
    if (Math.hypot(x - (sim.obstacleX[i] ?? 0), y - (sim.obstacleY[i] ?? 0)) < reach) return true;
  }
  return false;
}

describe('CollectibleSimulation', () => {
  it('scores and counts an item the hero walks into', () => {
    const sim = new CollectibleSimulation(worldWith({ startHazards: 0 }));
    sim.itemX[0] = sim.hero.x + 5;
    sim.itemY[0] = sim.hero.y;
    sim.step(createControlsState(), STEP);
    expect(sim.collected).toBe(1);
    expect(sim.score).toBe(ITEM_SCORE);
  });

  it('moves the hero with the stick and keeps it inside the arena', () => {
    const sim = new CollectibleSimulation(worldWith({ startHazards: 0 }));
    const controls = createControlsState();
    controls.moveX = 1;
    for (let i = 0; i < 600; i++) sim.step(controls, STEP);
    expect(sim.hero.x).toBeGreaterThan(sim.width - 40);
    expect(sim.hero.x).toBeLessThanOrEqual(sim.width);
  });

  it('takes a life when a hazard touches the hero, then protects it for a moment', () => {
    const sim = new CollectibleSimulation(worldWith({ startHazards: 1 }));
    sim.hazardX[0] = sim.hero.x;
    sim.hazardY[0] = sim.hero.y;
    sim.step(createControlsState(), STEP);
    expect(sim.lives).toBe(2);
    sim.hazardX[0] = sim.hero.x;
    sim.hazardY[0] = sim.hero.y;
    sim.step(createControlsState(), STEP);
    expect(sim.lives).toBe(2);
  });

  it('wins with a time bonus when the target is reached', () => {
    const sim = new CollectibleSimulation(worldWith({ startHazards: 0, targetCount: 5 }));
    sim.collected = 4;
    sim.itemX[0] = sim.hero.x;
    sim.itemY[0] = sim.hero.y;
    sim.step(createControlsState(), STEP);
    expect(sim.phase).toBe('won');
    expect(sim.timeBonus).toBeGreaterThan(0);
  });

  it('loses when the clock runs out', () => {
    const sim = new CollectibleSimulation(worldWith({ startHazards: 0, timeLimitSeconds: 20 }));
    const controls = createControlsState();
    for (let i = 0; i < 20 * 60 + 5 && !sim.isOver; i++) sim.step(controls, STEP);
    expect(sim.phase).toBe('lost');
  });

  it('adds hazards as the hero collects more', () => {
    const sim = new CollectibleSimulation(worldWith({ startHazards: 1 }));
    for (let i = 0; i < 8; i++) {
      sim.itemX[0] = sim.hero.x;
      sim.itemY[0] = sim.hero.y;
      sim.itemRespawn[0] = 0;
      sim.hero.invulnerable = 10;
      sim.step(createControlsState(), STEP);
    }
    expect(sim.hazardCount).toBeGreaterThan(1);
  });

  it('plays the same game from the same seed', () => {
    const run = (seed: number) => {
      const sim = new CollectibleSimulation(worldWith({}, seed));
      const controls = createControlsState();
      const autopilot = createCollectibleAutopilot();
      for (let frame = 0; frame < 900 && !sim.isOver; frame++) {
        releaseControls(controls);
        autopilot(sim, controls, frame);
        sim.step(controls, STEP);
      }
      return [sim.score, sim.hero.x, sim.hazardX[0]];
    };
    expect(run(5)).toEqual(run(5));
    expect(run(5)).not.toEqual(run(6));
  });
});

describe('collectible obstacles', () => {
  it('stop the hero, and no item lies inside one', () => {
    const sim = new CollectibleSimulation({ ...worldWith({ startHazards: 0 }), obstacles: AISLES });
    const controls = createControlsState();
    controls.moveY = -1;
    sim.hero.x = 180;
    for (let i = 0; i < 240; i++) sim.step(controls, STEP);
    expect(insideObstacle(sim, sim.hero.x, sim.hero.y, 15)).toBe(false);
    expect(sim.hero.y).toBeGreaterThan(960 * 0.34);
    for (let i = 0; i < sim.itemX.length; i++)
      expect(insideObstacle(sim, sim.itemX[i] ?? 0, sim.itemY[i] ?? 0, 14)).toBe(false);
  });

  it.each([1, 2, 3])('leave the autopilot a round it plays through (seed %i)', (seed) => {
    const sim = autoplay({ ...worldWith({}, seed), obstacles: AISLES }, 3600);
    expect(sim.isOver).toBe(true);
    expect(sim.collected).toBeGreaterThan(5);
  });
});

describe('collectible autopilot', () => {
  it.each([1, 2, 3, 42, 999])(
    'reaches a result with a score within 3600 frames (seed %i)',
    (seed) => {
      const sim = new CollectibleSimulation(worldWith({}, seed));
      const controls = createControlsState();
      const autopilot = createCollectibleAutopilot();
      let frame = 0;
      for (; frame < 3600 && !sim.isOver; frame++) {
        releaseControls(controls);
        autopilot(sim, controls, frame);
        sim.step(controls, STEP);
      }
      expect(sim.isOver).toBe(true);
      expect(sim.score).toBeGreaterThan(0);
      expect(sim.collected).toBeGreaterThan(5);
    },
  );
});
