import { type GameGenre, maxRoundScore, type WorldFile } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import type { Autopilot } from '../kit/autopilot.js';
import { createControlsState, type ControlsState, releaseControls } from '../kit/controls.js';
import { generatePlatformerLevel } from '../levels/index.js';
import { buildSampleWorld } from '../testing/sampleWorld.js';
import { createAerialAutopilot } from './aerial/aerialAutopilot.js';
import { generateAerialCourse } from './aerial/aerialCourse.js';
import { AerialSimulation } from './aerial/aerialSimulation.js';
import { buildSampleAerialWorld } from './aerial/aerialTestWorld.js';
import { createCollectibleAutopilot } from './collectible/collectibleAutopilot.js';
import { CollectibleSimulation } from './collectible/collectibleSimulation.js';
import { createFpsAutopilot } from './fps/fpsAutopilot.js';
import { FpsSimulation, type FpsSimulationOptions } from './fps/fpsSimulation.js';
import { COIN_SCORE, STOMP_SCORE, timeBonusFor } from './platformer/platformerRules.js';
import { createRacingAutopilot } from './racing/racingAutopilot.js';
import { RacingSimulation } from './racing/racingSimulation.js';
import { buildSampleRacingWorld } from './racing/racingTestWorld.js';
import { generateRacingTrack } from './racing/racingTrack.js';
import { createShooterAutopilot } from './shooter/shooterAutopilot.js';
import { ShooterSimulation, type ShooterSimulationOptions } from './shooter/shooterSimulation.js';
import { createSlapperAutopilot } from './slapper/slapperAutopilot.js';
import { SlapperSimulation, type SlapperSettings } from './slapper/slapperSimulation.js';

const STEP = 1 / 60;

interface Round {
  readonly isOver: boolean;
  readonly score: number;
  step(controls: ControlsState, dt: number): void;
}

/** Plays a round with the genre's autopilot (at most ten minutes of game time); its score. */
function autoplay<S extends Round>(sim: S, autopilot: Autopilot<S>): number {
  const controls = createControlsState();
  for (let frame = 0; frame < 60 * 600 && !sim.isOver; frame++) {
    releaseControls(controls);
    autopilot(sim, controls, frame);
    sim.step(controls, STEP);
  }
  expect(sim.isOver).toBe(true);
  return sim.score;
}

/** A world file of `genre` around its settings block: the bound reads only that block. */
function worldOf(gameGenre: GameGenre, block: object): WorldFile {
  return { ...buildSampleWorld(), gameGenre, ...block } as unknown as WorldFile;
}

const SHOOTER: ShooterSimulationOptions = {
  waves: 4,
  enemiesPerWave: 5,
  fastEnemyShare: 0.5,
  magazineSize: 30,
  primaryEnemyHealth: 4,
  lives: 5,
  difficulty: 2,
  seed: 77,
};

const FPS: FpsSimulationOptions = {
  mazeCells: 5,
  waves: 2,
  enemiesPerWave: 3,
  fastEnemyShare: 0.3,
  primaryEnemyHealth: 6,
  playerHealth: 150,
  startAmmo: 60,
  ammoPerPickup: 12,
  difficulty: 1,
  seed: 4242,
};

const SLAPPER: SlapperSettings = {
  seed: 3,
  weapons: [
    { power: 12, sweetSpot: 0.16 },
    { power: 25, sweetSpot: 0.1 },
  ],
  targetHealth: 300,
  meterSpeed: 0.8,
  whiffs: 3,
  timeLimitSeconds: 60,
};

describe("a round's score never passes its genre's maximum", () => {
  it('shooter, fps and slapper: the autopilot clears the round within the bound', () => {
    const shooter = autoplay(new ShooterSimulation(SHOOTER), createShooterAutopilot());
    expect(shooter).toBeGreaterThan(0);
    expect(shooter).toBeLessThanOrEqual(
      maxRoundScore('SHOOTER', worldOf('SHOOTER', { shooter: SHOOTER })),
    );

    const fps = autoplay(new FpsSimulation(FPS), createFpsAutopilot());
    expect(fps).toBeGreaterThan(0);
    expect(fps).toBeLessThanOrEqual(maxRoundScore('FPS', worldOf('FPS', { fps: FPS })));

    const slapper = autoplay(new SlapperSimulation(SLAPPER), createSlapperAutopilot());
    expect(slapper).toBeGreaterThan(0);
    expect(slapper).toBeLessThanOrEqual(
      maxRoundScore('SLAPPER', worldOf('SLAPPER', { slapper: SLAPPER })),
    );
  });

  it('collectible: items at full combo, bonuses and the time bonus stay within the bound', () => {
    const collectible = {
      genreVersion: 1,
      arenaWidth: 640,
      arenaHeight: 640,
      targetCount: 12,
      timeLimitSeconds: 60,
      lives: 5,
      itemsOnField: 6,
      startHazards: 0,
      maxHazards: 1,
      hazardSpeed: 10,
      heroSpeed: 400,
    } as const;
    const sim = new CollectibleSimulation({ seed: 5, difficulty: 1, collectible });
    const score = autoplay(sim, createCollectibleAutopilot());
    expect(sim.phase).toBe('won');
    expect(score).toBeLessThanOrEqual(
      maxRoundScore('COLLECTIBLE', worldOf('COLLECTIBLE', { collectible })),
    );
  });

  it('racing and aerial: a full run stays within the bound of its world', () => {
    const racingWorld = buildSampleRacingWorld({ seed: 9 });
    const racing = new RacingSimulation(generateRacingTrack(racingWorld), {
      lives: racingWorld.racing.lives,
      timeLimitSeconds: racingWorld.racing.timeLimitSeconds,
      topSpeed: racingWorld.racing.topSpeed,
      seed: racingWorld.seed,
    });
    expect(autoplay(racing, createRacingAutopilot())).toBeLessThanOrEqual(
      maxRoundScore('RACING', racingWorld),
    );

    const aerialWorld = buildSampleAerialWorld({ seed: 9 });
    const aerial = new AerialSimulation(generateAerialCourse(aerialWorld), {
      lives: aerialWorld.aerial.lives,
      fuelSeconds: aerialWorld.aerial.fuelSeconds,
    });
    expect(autoplay(aerial, createAerialAutopilot())).toBeLessThanOrEqual(
      maxRoundScore('AERIAL', aerialWorld),
    );
  });

  it('platformer: every coin, every stomp and a full clock stay within the bound', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const world = buildSampleWorld({
        seed,
        difficulty: 5,
        platformer: { levelScreens: 12, collectibleDensity: 1, enemyDensity: 1, gapDensity: 1 },
      });
      const level = generatePlatformerLevel(world);
      const everything =
        level.coins.length * COIN_SCORE +
        level.enemies.length * STOMP_SCORE +
        timeBonusFor(world.platformer.timeLimitSeconds);
      expect(everything).toBeLessThanOrEqual(maxRoundScore('PLATFORMER', world));
    }
  });
});
