import { describe, expect, it } from 'vitest';
import { createControlsState } from '../../kit/controls.js';
import { createHillRacerAutopilot } from './hillRacerAutopilot.js';
import { HILL_EVENTS, HILL_STEP_SECONDS } from './hillRacerRules.js';
import { HillRacerSimulation } from './hillRacerSimulation.js';
import { buildSampleHillRacerWorld } from './hillRacerTestWorld.js';
import { generateHillTrack, heightAt, slopeAt } from './hillRacerTrack.js';
import { vehicleShapeOf } from './hillRacerVehicle.js';

type Overrides = Parameters<typeof buildSampleHillRacerWorld>[0];

function simulationFor(overrides: Overrides = {}): HillRacerSimulation {
  const world = buildSampleHillRacerWorld(overrides);
  return new HillRacerSimulation(
    generateHillTrack(world),
    vehicleShapeOf(world.hillRacer.vehicle),
    {
      fuelSeconds: world.hillRacer.fuelSeconds,
    },
  );
}

const controls = createControlsState();

function hold(keys: Partial<Pick<typeof controls, 'jump' | 'action' | 'left' | 'right'>>): void {
  controls.jump = keys.jump ?? false;
  controls.action = keys.action ?? false;
  controls.left = keys.left ?? false;
  controls.right = keys.right ?? false;
}

/** Steps up to `frames` frames; returns the OR of every step's events. */
function run(sim: HillRacerSimulation, frames: number, drive?: (frame: number) => void): number {
  let events = 0;
  for (let f = 0; f < frames && !sim.isOver; f++) {
    drive?.(f);
    sim.step(controls, HILL_STEP_SECONDS);
    events |= sim.events;
  }
  return events;
}

function autopilotRun(overrides: Overrides): HillRacerSimulation {
  const sim = simulationFor(overrides);
  const autopilot = createHillRacerAutopilot();
  run(sim, 60 * 240, (frame) => autopilot(sim, controls, frame));
  return sim;
}

describe('hill racer course', () => {
  it('is the same for the same world and different for another seed', () => {
    const a = generateHillTrack(buildSampleHillRacerWorld({ seed: 3 }));
    const b = generateHillTrack(buildSampleHillRacerWorld({ seed: 3 }));
    const c = generateHillTrack(buildSampleHillRacerWorld({ seed: 4 }));
    expect(Array.from(a.heights)).toEqual(Array.from(b.heights));
    expect(Array.from(a.coinX)).toEqual(Array.from(b.coinX));
    expect(Array.from(a.heights)).not.toEqual(Array.from(c.heights));
  });

  it('starts flat, grows steeper towards the finish and never passes the steepest slope', () => {
    const world = buildSampleHillRacerWorld({ seed: 5, maxSlopeDegrees: 38 });
    const track = generateHillTrack(world);
    const steepest = (from: number, to: number) => {
      let most = 0;
      for (let x = from; x < to; x += 0.5) most = Math.max(most, Math.abs(slopeAt(track, x)));
      return (Math.atan(most) * 180) / Math.PI;
    };
    expect(steepest(-20, 15)).toBeLessThan(1);
    expect(steepest(track.length * 0.7, track.length)).toBeGreaterThan(
      steepest(0, track.length * 0.3),
    );
    expect(steepest(0, track.length)).toBeLessThanOrEqual(38.5);
    expect(track.fuelX.length).toBeGreaterThan(2);
    expect(track.checkpointX.length).toBe(world.hillRacer.checkpointCount);
  });
});

describe('HillRacerSimulation', () => {
  it('rests on its wheels at the start without drifting', () => {
    const sim = simulationFor();
    hold({});
    run(sim, 180);
    expect(Math.abs(sim.x)).toBeLessThan(0.2);
    expect(Math.abs(sim.angle)).toBeLessThan(0.05);
    expect(sim.wheelGrounded[0]).toBe(1);
    expect(sim.wheelGrounded[1]).toBe(1);
    expect(sim.isCrashed).toBe(false);
  });

  it('drives forward on the gas, burning fuel and scoring distance', () => {
    const sim = simulationFor();
    hold({ jump: true });
    run(sim, 120);
    expect(sim.vx).toBeGreaterThan(8);
    expect(sim.fuel).toBeLessThan(1);
    expect(sim.score).toBeGreaterThan(0);
  });

  it('brakes to a stop', () => {
    const sim = simulationFor();
    hold({ jump: true });
    run(sim, 90);
    hold({ action: true });
    run(sim, 120);
    expect(Math.abs(sim.vx)).toBeLessThan(0.5);
  });

  it('turns the body with left and right in the air', () => {
    const back = simulationFor();
    back.y += 6;
    hold({ left: true });
    run(back, 20);
    const forward = simulationFor();
    forward.y += 6;
    hold({ right: true });
    run(forward, 20);
    expect(back.angle).toBeGreaterThan(0.2);
    expect(forward.angle).toBeLessThan(-0.2);
  });

  it('ends the run when the driver lands on the head', () => {
    const sim = simulationFor();
    sim.angle = Math.PI;
    sim.y = heightAt(sim.track, 0) + 3;
    hold({});
    const events = run(sim, 300);
    expect(events & HILL_EVENTS.crashed).toBeTruthy();
    expect(sim.phase).toBe('lost');
    expect(sim.loss).toBe('crashed');
  });

  it('runs out of fuel when idling and then loses', () => {
    const sim = simulationFor({ fuelSeconds: 10 });
    hold({});
    run(sim, 60 * 60);
    expect(sim.fuel).toBe(0);
    expect(sim.phase).toBe('lost');
    expect(sim.loss).toBe('fuel');
  });

  it('collects a coin it drives through, for points', () => {
    const sim = simulationFor();
    const track = sim.track;
    sim.x = (track.coinX[0] ?? 0) - 0.2;
    sim.y = (track.coinY[0] ?? 0) - 0.3;
    const before = sim.score;
    hold({});
    const events = run(sim, 1);
    expect(events & HILL_EVENTS.coin).toBeTruthy();
    expect(sim.coins).toBe(1);
    expect(sim.score).toBeGreaterThan(before);
  });

  it('wins with the autopilot at the wheel on most seeds and every vehicle', () => {
    const rigs = [
      {},
      { kind: 'truck' as const, bodyLengthMeters: 3.6, wheelRadiusMeters: 0.7 },
      { kind: 'kart' as const, bodyLengthMeters: 2.5, wheelRadiusMeters: 0.3 },
      { kind: 'bike' as const, bodyLengthMeters: 2.5, wheelRadiusMeters: 0.44 },
      // A vehicle the art library draws ("bathtub"): long, its rider standing high on it.
      {
        kind: 'kart' as const,
        bodyLengthMeters: 4.8,
        wheelRadiusMeters: 0.36,
        rearAxle: { x: 0.22, y: 0.86 },
        frontAxle: { x: 0.78, y: 0.86 },
        seat: { x: 0.47, y: 0.358 },
        driverHeightMeters: 1.4,
        enginePower: 1.05,
      },
    ];
    let wins = 0;
    let runs = 0;
    for (const [index, vehicle] of rigs.entries())
      for (const seed of [1, 2]) {
        const sim = autopilotRun({ seed: seed + index * 10, trackLengthMeters: 800, vehicle });
        runs += 1;
        if (sim.phase === 'won') wins += 1;
        expect(sim.isOver, `seed ${seed} ${vehicle.kind ?? 'car'}`).toBe(true);
        expect(sim.coins).toBeGreaterThan(0);
      }
    expect(wins).toBeGreaterThanOrEqual(runs - 1);
  }, 30_000);

  it('plays the same run twice from the same world', () => {
    const a = autopilotRun({ seed: 9, trackLengthMeters: 500 });
    const b = autopilotRun({ seed: 9, trackLengthMeters: 500 });
    expect(a.score).toBe(b.score);
    expect(a.x).toBe(b.x);
    expect(a.elapsed).toBe(b.elapsed);
  });
});
