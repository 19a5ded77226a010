import { describe, expect, it } from 'vitest';
import { generatePlatformerLevel, type PlatformerLevel } from '../../levels/index.js';
import { playWithBot } from '../../testing/platformerBot.js';
import { buildSampleWorld, type SampleWorldOverrides } from '../../testing/sampleWorld.js';
import { PlatformerSimulation, type PlatformerInput } from './platformerSimulation.js';
import {
  COIN_SCORE,
  PLATFORMER_STEP_SECONDS,
  SIM_EVENTS,
  STOMP_SCORE,
  timeBonusFor,
} from './platformerRules.js';

function simulationFor(overrides: SampleWorldOverrides = {}) {
  const world = buildSampleWorld(overrides);
  const level = generatePlatformerLevel(world);
  return new PlatformerSimulation(level, {
    lives: world.platformer.lives,
    timeLimitSeconds: world.platformer.timeLimitSeconds,
    difficulty: world.difficulty,
  });
}

const idle: PlatformerInput = { left: false, right: false, jump: false };

function run(sim: PlatformerSimulation, input: PlatformerInput, seconds: number): number {
  let events = 0;
  for (let t = 0; t < seconds; t += PLATFORMER_STEP_SECONDS) {
    sim.step(input, PLATFORMER_STEP_SECONDS);
    events |= sim.events;
  }
  return events;
}

/** A flat test level: ground at row 8, optional coin and enemy cells. */
function flatLevel(extra: Partial<PlatformerLevel> = {}): PlatformerLevel {
  const widthTiles = 40;
  const heightTiles = 10;
  const solid = new Uint8Array(widthTiles * heightTiles);
  for (let x = 0; x < widthTiles; x++)
    for (let y = 8; y < heightTiles; y++) solid[y * widthTiles + x] = 1;
  return {
    tileSize: 32,
    widthTiles,
    heightTiles,
    solid,
    coins: [],
    enemies: [],
    start: { x: 2, y: 7 },
    goal: { x: 37, y: 7 },
    ...extra,
  };
}

describe('PlatformerSimulation', () => {
  it('lands the hero on the ground and keeps it standing', () => {
    const sim = simulationFor();
    run(sim, idle, 1);
    expect(sim.hero.grounded).toBe(true);
    expect(sim.phase).toBe('playing');
  });

  it('runs right and jumps off the ground', () => {
    const sim = simulationFor();
    run(sim, idle, 0.5);
    const startX = sim.hero.x;
    const groundY = sim.hero.y;
    const events = run(sim, { left: false, right: true, jump: true }, 0.3);
    expect(events & SIM_EVENTS.jump).toBeTruthy();
    expect(sim.hero.x).toBeGreaterThan(startX + 40);
    expect(sim.hero.y).toBeLessThan(groundY - 32);
  });

  it('buffers a jump pressed just before landing', () => {
    const sim = new PlatformerSimulation(flatLevel(), {
      lives: 3,
      timeLimitSeconds: 60,
      difficulty: 1,
    });
    run(sim, idle, 0.5);
    run(sim, { left: false, right: false, jump: true }, 0.05);
    run(sim, idle, 0.05);
    // Fall until just above the ground, then press jump while still airborne.
    while (!(sim.hero.vy > 0 && sim.hero.y > 8 * 32 - sim.hero.height - 12))
      sim.step(idle, PLATFORMER_STEP_SECONDS);
    expect(sim.hero.grounded).toBe(false);
    sim.step({ left: false, right: false, jump: true }, PLATFORMER_STEP_SECONDS);
    const events = run(sim, { left: false, right: false, jump: true }, 0.1);
    expect(events & SIM_EVENTS.jump).toBeTruthy();
  });

  it('scores a coin once', () => {
    const sim = new PlatformerSimulation(flatLevel({ coins: [{ x: 5, y: 7 }] }), {
      lives: 3,
      timeLimitSeconds: 60,
      difficulty: 1,
    });
    run(sim, { left: false, right: true, jump: false }, 1.5);
    expect(sim.score).toBe(COIN_SCORE);
    expect(sim.coinTaken[0]).toBe(1);
  });

  it('scores a stomp and loses a life on side contact', () => {
    const enemy = { x: 12, y: 7, patrolMin: 12, patrolMax: 12 };
    const stomper = new PlatformerSimulation(flatLevel({ enemies: [enemy] }), {
      lives: 3,
      timeLimitSeconds: 60,
      difficulty: 1,
    });
    stomper.hero.x = 12 * 32 + 4;
    stomper.hero.y = 4 * 32;
    const events = run(stomper, idle, 1);
    expect(events & SIM_EVENTS.stomp).toBeTruthy();
    expect(stomper.score).toBe(STOMP_SCORE);
    expect(stomper.lives).toBe(3);

    const walker = new PlatformerSimulation(flatLevel({ enemies: [enemy] }), {
      lives: 3,
      timeLimitSeconds: 60,
      difficulty: 1,
    });
    run(walker, { left: false, right: true, jump: false }, 3);
    expect(walker.lives).toBe(2);
    expect(walker.score).toBe(0);
  });

  it('costs a life when the hero falls into a gap and ends the game on the last one', () => {
    const level = flatLevel();
    for (let x = 10; x < 40; x++)
      for (let y = 0; y < level.heightTiles; y++) level.solid[y * level.widthTiles + x] = 0;
    const sim = new PlatformerSimulation(level, { lives: 2, timeLimitSeconds: 60, difficulty: 1 });
    const first = run(sim, { left: false, right: true, jump: false }, 3);
    expect(first & SIM_EVENTS.fell).toBeTruthy();
    run(sim, { left: false, right: true, jump: false }, 6);
    expect(sim.lives).toBe(0);
    expect(sim.phase).toBe('lost');
  });

  it('wins at the goal with a time bonus', () => {
    const sim = new PlatformerSimulation(flatLevel({ goal: { x: 8, y: 7 } }), {
      lives: 3,
      timeLimitSeconds: 60,
      difficulty: 1,
    });
    const events = run(sim, { left: false, right: true, jump: false }, 3);
    expect(events & SIM_EVENTS.won).toBeTruthy();
    expect(sim.phase).toBe('won');
    expect(sim.timeBonus).toBe(timeBonusFor(sim.timeLeft));
    expect(sim.score).toBe(sim.timeBonus);
    expect(sim.timeBonus).toBeGreaterThan(0);
  });

  it('loses when the time runs out', () => {
    const sim = simulationFor({ platformer: { timeLimitSeconds: 30 } });
    run(sim, idle, 31);
    expect(sim.phase).toBe('lost');
    expect(sim.timeLeft).toBe(0);
  });

  it('plays the same way twice from the same world and input', () => {
    const a = simulationFor({ seed: 77 });
    const b = simulationFor({ seed: 77 });
    playWithBot(a, 60);
    playWithBot(b, 60);
    expect([a.hero.x, a.hero.y, a.score, a.lives]).toEqual([b.hero.x, b.hero.y, b.score, b.lives]);
  });

  it.each(Array.from({ length: 30 }, (_, i) => i + 1))(
    'lets a scripted player finish the enemy-free level of seed %i',
    (seed) => {
      const sim = simulationFor({
        seed: seed * 104729,
        difficulty: (seed % 5) + 1,
        platformer: { enemyDensity: 0, gapDensity: (seed % 4) / 3, levelScreens: 3 + (seed % 6) },
      });
      expect(playWithBot(sim)).toBe('won');
    },
  );
});

describe('PlatformerSimulation with enemies', () => {
  it('is won by a scripted player on most levels, enemies included', () => {
    let wins = 0;
    const total = 30;
    for (let seed = 1; seed <= total; seed++) {
      const sim = simulationFor({
        seed: seed * 31,
        difficulty: (seed % 5) + 1,
        platformer: {
          enemyDensity: 0.5 + (seed % 2) / 2,
          gapDensity: 0.5,
          levelScreens: 4,
          timeLimitSeconds: 300,
        },
      });
      if (playWithBot(sim) === 'won') wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(total * 0.8);
  });
});
