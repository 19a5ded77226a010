import { describe, expect, it } from 'vitest';
import { createControlsState } from '../../kit/controls.js';
import { buildSampleRacingWorld } from './racingTestWorld.js';
import { createRacingAutopilot } from './racingAutopilot.js';
import { RACE_EVENTS, RACING_STEP_SECONDS } from './racingRules.js';
import { RacingSimulation } from './racingSimulation.js';
import { generateRacingTrack, laneCenter } from './racingTrack.js';

function simulationFor(overrides: Parameters<typeof buildSampleRacingWorld>[0] = {}) {
  const world = buildSampleRacingWorld(overrides);
  const track = generateRacingTrack(world);
  return new RacingSimulation(track, {
    lives: world.racing.lives,
    timeLimitSeconds: world.racing.timeLimitSeconds,
    topSpeed: world.racing.topSpeed,
    seed: world.seed,
  });
}

function run(sim: RacingSimulation, frames: number, drive: (frame: number) => void): void {
  for (let f = 0; f < frames && !sim.isOver; f++) {
    drive(f);
    sim.step(controls, RACING_STEP_SECONDS);
  }
}

const controls = createControlsState();

describe('racing track', () => {
  it('is the same for the same world and different for another seed', () => {
    const a = generateRacingTrack(buildSampleRacingWorld({ seed: 3 }));
    const b = generateRacingTrack(buildSampleRacingWorld({ seed: 3 }));
    const c = generateRacingTrack(buildSampleRacingWorld({ seed: 4 }));
    expect(Array.from(a.obstacleZ)).toEqual(Array.from(b.obstacleZ));
    expect(Array.from(a.obstacleZ)).not.toEqual(Array.from(c.obstacleZ));
    expect(a.rivalStartZ.length).toBeGreaterThan(5);
  });

  it('packs more traffic into the second half of the track', () => {
    const track = generateRacingTrack(buildSampleRacingWorld({ seed: 11 }));
    const half = track.length / 2;
    const late = Array.from(track.obstacleZ).filter((z) => z > half).length;
    const early = Array.from(track.obstacleZ).filter((z) => z <= half).length;
    expect(late).toBeGreaterThan(early);
  });
});

describe('RacingSimulation', () => {
  it('speeds up with the gas held and stands still without it', () => {
    const idle = simulationFor();
    run(idle, 120, () => {});
    expect(idle.z).toBe(0);
    const driven = simulationFor();
    controls.jump = true;
    run(driven, 120, () => {});
    controls.jump = false;
    expect(driven.speed).toBeGreaterThan(20);
    expect(driven.score).toBeGreaterThan(0);
  });

  it('steers sideways and is slowed off the road', () => {
    const sim = simulationFor();
    const startX = sim.x;
    controls.jump = true;
    controls.right = true;
    run(sim, 240, () => {});
    controls.right = false;
    controls.jump = false;
    expect(sim.x).toBeGreaterThan(startX);
    expect(sim.isOffRoad).toBe(true);
    expect(sim.speed).toBeLessThan(sim.options.topSpeed * 0.5);
  });

  it('loses a life when it drives into an obstacle', () => {
    const sim = simulationFor({ obstacleDensity: 1, trafficDensity: 0 });
    const track = sim.track;
    const first = track.obstacleZ[0] ?? 0;
    sim.x = track.obstacleX[0] ?? 0;
    sim.z = first - 10;
    sim.speed = 30;
    controls.jump = true;
    let events = 0;
    run(sim, 60, () => {
      sim.x = track.obstacleX[0] ?? 0;
      events |= sim.events;
    });
    controls.jump = false;
    expect(events & RACE_EVENTS.crash).toBeTruthy();
    expect(sim.lives).toBe(2);
  });

  it('runs out of time when the player never drives', () => {
    const sim = simulationFor();
    run(sim, 60 * 200, () => {});
    expect(sim.phase).toBe('lost');
  });

  it('wins with the autopilot at the wheel, passing rivals on the way', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const sim = simulationFor({ seed });
      const autopilot = createRacingAutopilot();
      let frame = 0;
      run(sim, 3600, () => autopilot(sim, controls, frame++));
      expect(sim.phase, `seed ${seed}`).toBe('won');
      expect(sim.overtakes).toBeGreaterThan(0);
      expect(sim.timeBonus).toBeGreaterThan(0);
    }
  });

  it('pays for passing a rival once, however often the player passes it again', () => {
    const sim = simulationFor({ laneCount: 4, seed: 6 });
    // Rival 0 drives in a lane of its own beside the (standing) player and swaps places.
    const otherLane = sim.x === laneCenter(sim.track, 1) ? 3 : 0;
    const passRival = () => {
      sim.rivalTargetLane[0] = otherLane;
      sim.rivalX[0] = laneCenter(sim.track, otherLane);
      sim.rivalZ[0] = sim.z + 20;
      sim.step(controls, RACING_STEP_SECONDS);
      sim.rivalZ[0] = sim.z - 20;
      sim.step(controls, RACING_STEP_SECONDS);
    };
    const bonusBefore = sim.bonusPoints;
    passRival();
    expect(sim.overtakes).toBe(1);
    const paidOnce = sim.bonusPoints - bonusBefore;
    expect(paidOnce).toBeGreaterThan(0);
    passRival();
    passRival();
    expect(sim.overtakes).toBe(3);
    expect(sim.bonusPoints - bonusBefore).toBe(paidOnce);
  });

  it('starts in a lane on the road', () => {
    const sim = simulationFor({ laneCount: 4 });
    expect([1, 2].map((lane) => laneCenter(sim.track, lane))).toContain(sim.x);
  });
});
