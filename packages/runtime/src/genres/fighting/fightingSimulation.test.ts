import { describe, expect, it } from 'vitest';
import { createControlsState, releaseControls } from '../../kit/controls.js';
import { createFightingAutopilot } from './fightingAutopilot.js';
import type { FightingWorld } from '@promptplay/contracts';
import {
  FIGHTING_STEP_SECONDS,
  INTRO_SECONDS,
  OPENING_HOLD_SECONDS,
  PUNCH_SECONDS,
} from './fightingRules.js';
import {
  FightingSimulation,
  fightingSettingsOf,
  type FightingSettings,
} from './fightingSimulation.js';

const settings: FightingSettings = {
  seed: 99,
  opponents: [
    { personality: 'brawler', maxHealth: 80, aggression: 0.5, guard: 0.2, speed: 110, power: 7 },
    {
      personality: 'trickster',
      maxHealth: 100,
      aggression: 0.6,
      guard: 0.35,
      speed: 150,
      power: 9,
    },
  ],
  hasWarmup: true,
  dummyHits: 4,
  warmupSeconds: 15,
  playerHealth: 100,
  playerPower: 10,
  boutSeconds: 40,
};

const idle = { moveX: 0, jump: false, action: false };
const STEP = FIGHTING_STEP_SECONDS;

function run(sim: FightingSimulation, input: typeof idle, seconds: number): void {
  for (let t = 0; t < seconds && !sim.isOver; t += STEP) sim.step(input, STEP);
}

/** Taps punch (press, hold through the punch, release) n times. */
function jab(sim: FightingSimulation, times: number): void {
  for (let i = 0; i < times; i++) {
    run(sim, { moveX: 0, jump: true, action: false }, PUNCH_SECONDS + STEP);
    run(sim, idle, STEP * 2);
  }
}

function autoplay(seed: number, maxFrames: number) {
  const sim = new FightingSimulation({ ...settings, seed });
  const controls = createControlsState();
  const bot = createFightingAutopilot();
  let frame = 0;
  for (; frame < maxFrames && !sim.isOver; frame++) {
    releaseControls(controls);
    bot(sim, controls, frame);
    sim.step(controls, STEP);
  }
  return { sim, frame };
}

describe('fighting simulation', () => {
  it('starts with the dummy warm-up and scores each punch on it', () => {
    const sim = new FightingSimulation(settings);
    expect(sim.phase).toBe('warmup');
    run(sim, { moveX: 1, jump: false, action: false }, 2);
    jab(sim, 2);
    expect(sim.dummy.hits).toBe(2);
    expect(sim.score).toBe(20);
  });

  it('a punch out of reach of the dummy misses', () => {
    const sim = new FightingSimulation(settings);
    jab(sim, 1);
    expect(sim.dummy.hits).toBe(0);
    expect(sim.score).toBe(0);
  });

  it('moves on to the first bout after enough dummy hits', () => {
    const sim = new FightingSimulation(settings);
    run(sim, { moveX: 1, jump: false, action: false }, 2);
    jab(sim, settings.dummyHits);
    expect(['intro', 'fight']).toContain(sim.phase);
    run(sim, idle, 2);
    expect(sim.phase).toBe('fight');
  });

  it('moves on when the warm-up time runs out even without hits', () => {
    const sim = new FightingSimulation(settings);
    run(sim, idle, settings.warmupSeconds + 0.1);
    expect(sim.phase).toBe('intro');
    expect(sim.score).toBe(0);
  });

  it('a fighter who never defends is knocked out and loses', () => {
    const sim = new FightingSimulation(settings);
    run(sim, idle, 120);
    expect(sim.phase).toBe('lost');
    expect(sim.player.health).toBe(0);
  });

  it('blocking takes far less damage than standing still', () => {
    const blocker = new FightingSimulation(settings);
    const stander = new FightingSimulation(settings);
    run(blocker, idle, settings.warmupSeconds + 2);
    run(stander, idle, settings.warmupSeconds + 2);
    run(blocker, { moveX: 0, jump: false, action: true }, 8);
    run(stander, idle, 8);
    expect(stander.player.health).toBeLessThan(blocker.player.health);
  });

  it('the autopilot warms up, fights every opponent and reaches a result', () => {
    const { sim } = autoplay(99, 60 * 60 * 4);
    expect(sim.isOver).toBe(true);
    expect(sim.dummy.hits).toBe(settings.dummyHits);
    expect(sim.score).toBeGreaterThan(settings.dummyHits * 10);
  });

  it('opens on the named rival when the world has no warm-up: first second, first bout', () => {
    const sim = new FightingSimulation({ ...settings, hasWarmup: false });
    expect(sim.phase).toBe('intro');
    expect(sim.opponentIndex).toBe(0);
    expect(sim.opponent.maxHealth).toBe(settings.opponents[0]?.maxHealth);
    run(sim, idle, INTRO_SECONDS + 0.1);
    expect(sim.phase).toBe('fight');
    expect(sim.isPunchHintShown).toBe(true);
  });

  it('the opening rival holds its punches a moment, and the hint goes once a punch lands', () => {
    const sim = new FightingSimulation({ ...settings, hasWarmup: false });
    run(sim, idle, INTRO_SECONDS + OPENING_HOLD_SECONDS * 0.8);
    expect(sim.player.health).toBe(settings.playerHealth);
    run(sim, { moveX: 1, jump: false, action: false }, 1);
    jab(sim, 3);
    expect(sim.hasLandedPunch).toBe(true);
    expect(sim.isPunchHintShown).toBe(false);
  });

  it('reads the warm-up from the world: none opens on the rival, absent keeps the dummy', () => {
    const fighting = {
      opponents: settings.opponents.map((profile) => ({ ...profile, trait: 'grumpy' })),
      dummyHits: 4,
      warmupSeconds: 15,
      playerHealth: 100,
      playerPower: 10,
      boutSeconds: 40,
    };
    const worldWith = (warmup?: 'none' | 'dummy') =>
      ({ seed: 1, fighting: { ...fighting, ...(warmup ? { warmup } : {}) } }) as FightingWorld;
    expect(fightingSettingsOf(worldWith()).hasWarmup).toBe(true);
    expect(fightingSettingsOf(worldWith('dummy')).hasWarmup).toBe(true);
    expect(fightingSettingsOf(worldWith('none')).hasWarmup).toBe(false);
  });

  it('the autopilot beats or meets every opponent without a warm-up too', () => {
    const sim = new FightingSimulation({ ...settings, hasWarmup: false });
    const controls = createControlsState();
    const bot = createFightingAutopilot();
    for (let frame = 0; frame < 60 * 60 * 4 && !sim.isOver; frame++) {
      releaseControls(controls);
      bot(sim, controls, frame);
      sim.step(controls, STEP);
    }
    expect(sim.isOver).toBe(true);
    expect(sim.dummy.hits).toBe(0);
    expect(sim.score).toBeGreaterThan(0);
  });

  it('plays the same game from the same seed', () => {
    const first = autoplay(5, 1500);
    const second = autoplay(5, 1500);
    expect([first.sim.score, first.sim.player.health, first.sim.opponent.x]).toEqual([
      second.sim.score,
      second.sim.player.health,
      second.sim.opponent.x,
    ]);
  });
});
