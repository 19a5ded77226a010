import { describe, expect, it } from 'vitest';
import { createControlsState, releaseControls } from '../../kit/controls.js';
import { createShooterAutopilot } from './shooterAutopilot.js';
import { SHOOTER_STEP_SECONDS } from './shooterRules.js';
import { ShooterSimulation, type ShooterSimulationOptions } from './shooterSimulation.js';

const OPTIONS: ShooterSimulationOptions = {
  waves: 5,
  enemiesPerWave: 6,
  fastEnemyShare: 0.3,
  magazineSize: 12,
  primaryEnemyHealth: 4,
  lives: 3,
  difficulty: 2,
  seed: 4242,
};

const idle = () => ({ moveX: 0, moveY: 0, jump: false, action: false });

function autoplay(options: ShooterSimulationOptions, frames: number) {
  const sim = new ShooterSimulation(options);
  const controls = createControlsState();
  const autopilot = createShooterAutopilot();
  let frame = 0;
  for (; frame < frames && !sim.isOver; frame++) {
    releaseControls(controls);
    autopilot(sim, controls, frame);
    sim.step(controls, SHOOTER_STEP_SECONDS);
  }
  return { sim, frame };
}

describe('shooter simulation', () => {
  it('shows the enemies on screen within the first second', () => {
    for (const seed of [1, 2, 3, 4242]) {
      const sim = new ShooterSimulation({ ...OPTIONS, seed });
      for (let i = 0; i < 60; i++) sim.step(idle(), SHOOTER_STEP_SECONDS);
      const onScreen = Array.from({ length: sim.enemies.size }, (_, i) => i).filter(
        (i) => sim.enemies.alive[i] === 1 && (sim.enemies.y[i] ?? -1) > 0,
      );
      expect(onScreen.length).toBeGreaterThan(0);
    }
  });

  it('moves the hero with the stick and keeps it in the arena', () => {
    const sim = new ShooterSimulation(OPTIONS);
    const startX = sim.hero.x;
    for (let i = 0; i < 30; i++) sim.step({ ...idle(), moveX: 1 }, SHOOTER_STEP_SECONDS);
    expect(sim.hero.x).toBeGreaterThan(startX);
    for (let i = 0; i < 600; i++) sim.step({ ...idle(), moveX: 1 }, SHOOTER_STEP_SECONDS);
    expect(sim.hero.x).toBeLessThanOrEqual(360);
  });

  it('spends ammo while firing and refills it when the trigger rests', () => {
    const sim = new ShooterSimulation(OPTIONS);
    for (let i = 0; i < 60; i++) sim.step({ ...idle(), jump: true }, SHOOTER_STEP_SECONDS);
    expect(sim.ammo).toBeLessThan(OPTIONS.magazineSize - 5);
    const low = sim.ammo;
    for (let i = 0; i < 120; i++) sim.step(idle(), SHOOTER_STEP_SECONDS);
    expect(sim.ammo).toBeGreaterThan(low);
  });

  it('loses every life to enemies when the player never moves or fires', () => {
    const sim = new ShooterSimulation(OPTIONS);
    for (let i = 0; i < 60 * 300 && !sim.isOver; i++) sim.step(idle(), SHOOTER_STEP_SECONDS);
    expect(sim.phase).toBe('lost');
    expect(sim.lives).toBe(0);
  });

  it('plans later waves longer than the first', () => {
    const sim = new ShooterSimulation(OPTIONS);
    const first = sim.waves[0]?.kinds.length ?? 0;
    const last = sim.waves[sim.waves.length - 1]?.kinds.length ?? 0;
    expect(sim.waves).toHaveLength(OPTIONS.waves);
    expect(last).toBeGreaterThan(first);
  });
});

describe('shooter autopilot', () => {
  it('scores and reaches a result within a minute of game time', () => {
    for (const seed of [1, 4242, 99_001]) {
      const { sim } = autoplay({ ...OPTIONS, seed }, 3600);
      expect(sim.isOver, `seed ${seed}`).toBe(true);
      expect(sim.score, `seed ${seed}`).toBeGreaterThan(0);
    }
  });

  it('clears the waves of an easy world', () => {
    const { sim } = autoplay({ ...OPTIONS, difficulty: 1, waves: 4 }, 3600);
    expect(sim.phase).toBe('won');
  });

  it('plays the same game from the same seed', () => {
    const a = autoplay(OPTIONS, 900).sim;
    const b = autoplay(OPTIONS, 900).sim;
    expect([a.score, a.hero.x, a.lives]).toEqual([b.score, b.hero.x, b.lives]);
  });
});
