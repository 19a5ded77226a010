import { COLLECTIBLE_WORLD_VERSION, type CollectibleWorld } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { createControlsState, releaseControls } from '../../kit/controls.js';
import { createCollectibleAutopilot } from './collectibleAutopilot.js';
import { COLLECTIBLE_STEP_SECONDS, ITEM_SCORE } from './collectibleRules.js';
import { CollectibleSimulation } from './collectibleSimulation.js';

type SimWorld = Pick<CollectibleWorld, 'collectible' | 'seed' | 'difficulty'>;

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
