import { describe, expect, it } from 'vitest';
import { createControlsState, releaseControls } from '../../kit/controls.js';
import { FixedStepClock } from '../../kit/fixedStepClock.js';
import { createAerialAutopilot } from './aerialAutopilot.js';
import { generateAerialCourse } from './aerialCourse.js';
import {
  AERIAL_STEP_SECONDS,
  FIELD_HEIGHT,
  FLIGHT_EVENTS,
  FUEL_MAX,
  OBSTACLE_KINDS,
  PICKUP_KINDS,
  START_CLEAR_METERS,
} from './aerialRules.js';
import { AerialSimulation } from './aerialSimulation.js';
import { buildSampleAerialWorld } from './aerialTestWorld.js';

type Overrides = Parameters<typeof buildSampleAerialWorld>[0];

function simulationFor(overrides: Overrides = {}): AerialSimulation {
  const world = buildSampleAerialWorld(overrides);
  return new AerialSimulation(generateAerialCourse(world), {
    lives: world.aerial.lives,
    fuelSeconds: world.aerial.fuelSeconds,
  });
}

const controls = createControlsState();

/** Runs up to `frames` steps, calling `drive` before each to set the controls. */
function run(sim: AerialSimulation, frames: number, drive: (frame: number) => void): number {
  let events = 0;
  for (let frame = 0; frame < frames && !sim.isOver; frame++) {
    releaseControls(controls);
    drive(frame);
    sim.step(controls, AERIAL_STEP_SECONDS);
    events |= sim.events;
  }
  return events;
}

/** Plays like the scene under autoplay: controls released each frame, one step per frame. */
function autoplay(overrides: Overrides, frames = 60 * 60 * 4): AerialSimulation {
  const sim = simulationFor(overrides);
  const autopilot = createAerialAutopilot();
  const clock = new FixedStepClock(AERIAL_STEP_SECONDS, 0.1, true);
  for (let frame = 0; frame < frames && !sim.isOver; frame++) {
    releaseControls(controls);
    const steps = clock.advance(frame % 3 === 0 ? 100 : 4);
    for (let i = 0; i < steps; i++) {
      autopilot(sim, controls, frame);
      sim.step(controls, AERIAL_STEP_SECONDS);
    }
  }
  return sim;
}

describe('aerial course', () => {
  it('is the same for the same world and different for another seed', () => {
    const a = generateAerialCourse(buildSampleAerialWorld({ seed: 3 }));
    const b = generateAerialCourse(buildSampleAerialWorld({ seed: 3 }));
    const c = generateAerialCourse(buildSampleAerialWorld({ seed: 4 }));
    expect(Array.from(a.obstacleX)).toEqual(Array.from(b.obstacleX));
    expect(Array.from(a.pickupY)).toEqual(Array.from(b.pickupY));
    expect(Array.from(a.obstacleX)).not.toEqual(Array.from(c.obstacleX));
  });

  it('keeps the start clear and grows denser towards the destination', () => {
    const course = generateAerialCourse(buildSampleAerialWorld({ seed: 11 }));
    expect(course.obstacleX[0]).toBeGreaterThanOrEqual(START_CLEAR_METERS);
    const half = course.length / 2;
    const xs = Array.from(course.obstacleX);
    const late = xs.filter((x) => x > half).length;
    const early = xs.filter((x) => x <= half).length;
    expect(late).toBeGreaterThan(early);
    expect(course.flyerX.length).toBeGreaterThan(0);
    expect(Array.from(course.pickupKind)).toContain(PICKUP_KINDS.ring);
    expect(Array.from(course.obstacleKind)).toEqual(
      expect.arrayContaining([OBSTACLE_KINDS.tower, OBSTACLE_KINDS.hanging, OBSTACLE_KINDS.cloud]),
    );
  });
});

describe('AerialSimulation', () => {
  it('hovers until the first press, then flies forward', () => {
    const sim = simulationFor();
    run(sim, 120, () => {});
    expect(sim.phase).toBe('ready');
    expect(sim.x).toBe(0);
    const events = run(sim, 30, () => {
      controls.pointer.isDown = true;
    });
    expect(events & FLIGHT_EVENTS.started).toBeTruthy();
    expect(sim.phase).toBe('flying');
    expect(sim.x).toBeGreaterThan(0);
  });

  it('climbs while held and dives when released, stopping at the sky ceiling', () => {
    const sim = simulationFor();
    const start = sim.y;
    run(sim, 20, () => {
      controls.jump = true;
    });
    expect(sim.y).toBeGreaterThan(start);
    expect(sim.vy).toBeGreaterThan(0);
    const high = sim.y;
    run(sim, 60, () => {});
    expect(sim.vy).toBeLessThan(0);
    expect(sim.y).toBeLessThan(high);
    const climber = simulationFor({ obstacleDensity: 0 });
    run(climber, 150, () => {
      controls.up = true;
    });
    expect(climber.y).toBeLessThanOrEqual(FIELD_HEIGHT);
  });

  it('loses a life on the ground and the flight when the lives are gone', () => {
    const sim = simulationFor({ lives: 2 });
    run(sim, 1, () => {
      controls.jump = true;
    });
    const events = run(sim, 60 * 30, () => {});
    expect(events & FLIGHT_EVENTS.crash).toBeTruthy();
    expect(sim.phase).toBe('lost');
    expect(sim.lossReason).toBe('crash');
    expect(sim.lives).toBe(0);
  });

  it('runs out of fuel when it never picks anything up', () => {
    const sim = simulationFor({ fuelSeconds: 10, lives: 5 });
    run(sim, 60 * 60, () => {
      controls.jump = true;
      // Hold the altitude, ignoring everything, until the tank is dry.
      sim.invulnerable = 10;
      sim.y = 50;
      sim.vy = 0;
    });
    expect(sim.phase).toBe('lost');
    expect(sim.lossReason).toBe('fuel');
    expect(sim.fuel).toBe(0);
  });

  it('scores and refuels when it flies through a pickup and a ring', () => {
    const sim = simulationFor();
    const course = sim.course;
    const item = Array.from(course.pickupKind).indexOf(PICKUP_KINDS.item);
    const ring = Array.from(course.pickupKind).indexOf(PICKUP_KINDS.ring);
    sim.phase = 'flying';
    sim.fuel = 20;
    sim.invulnerable = 100;
    let events = 0;
    for (const target of [item, ring]) {
      // Fly level through the pickup, ignoring obstacles on the way.
      sim.x = (course.pickupX[target] ?? 0) - 8;
      events |= run(sim, 30, () => {
        sim.y = course.pickupY[target] ?? 0;
        sim.vy = 0;
      });
    }
    expect(events & FLIGHT_EVENTS.pickup).toBeTruthy();
    expect(events & FLIGHT_EVENTS.ring).toBeTruthy();
    expect(sim.pickups).toBeGreaterThan(0);
    expect(sim.rings).toBe(1);
    expect(sim.fuel).toBeGreaterThan(50);
    expect(sim.fuel).toBeLessThanOrEqual(FUEL_MAX);
    expect(sim.score).toBeGreaterThan(Math.floor(sim.x * 0.1));
  });

  it('reaches the destination with the autopilot flying, scoring on the way', () => {
    for (const seed of [1, 2, 3]) {
      const sim = autoplay({ seed });
      expect(sim.phase, `seed ${seed}`).toBe('won');
      expect(sim.rings).toBeGreaterThan(0);
      expect(sim.pickups).toBeGreaterThan(0);
      expect(sim.finishBonus).toBeGreaterThan(0);
    }
  });

  it('plays the same flight twice from the same world', () => {
    const a = autoplay({ seed: 9, obstacleDensity: 1, flyerDensity: 1 }, 60 * 40);
    const b = autoplay({ seed: 9, obstacleDensity: 1, flyerDensity: 1 }, 60 * 40);
    expect(a.score).toBe(b.score);
    expect(a.x).toBe(b.x);
    expect(a.y).toBe(b.y);
    expect(a.fuel).toBe(b.fuel);
  });

  it('speeds up with distance', () => {
    const sim = autoplay({ seed: 5 }, 60 * 5);
    const early = sim.speed;
    const later = autoplay({ seed: 5 }, 60 * 40).speed;
    expect(later).toBeGreaterThan(early);
  });
});
