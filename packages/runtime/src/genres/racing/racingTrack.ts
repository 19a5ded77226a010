import type { RacingWorld } from '@promptplay/contracts';
import { createRng, mixSeed } from '../../levels/rng.js';
import { LANE_WIDTH, SEGMENT_LENGTH } from './racingRules.js';

/** Everything on the road, laid out once from the world's seed. Positions in metres. */
export interface RacingTrack {
  laneCount: number;
  /** Half the tarmac's width. */
  roadHalfWidth: number;
  length: number;
  /** Bend of each segment (sideways metres per segment²); positive bends right. */
  curve: Float32Array;
  rivalStartZ: Float64Array;
  rivalLane: Uint8Array;
  /** Metres per second. */
  rivalSpeed: Float64Array;
  obstacleZ: Float64Array;
  obstacleX: Float64Array;
  pickupZ: Float64Array;
  pickupX: Float64Array;
}

/** Sideways metres of the most extreme bend (curviness 1). */
export const MAX_CURVE = 0.09;
/** Clear road after the start before anything blocks it. */
const START_CLEAR = 140;

/** Centre x of a lane, 0 = leftmost. */
export function laneCenter(track: RacingTrack, lane: number): number {
  return -track.roadHalfWidth + LANE_WIDTH * (lane + 0.5);
}

function buildCurves(segments: number, curviness: number, rng: () => number): Float32Array {
  const curve = new Float32Array(segments + 200);
  let at = 20;
  while (at < segments) {
    const straight = 10 + Math.floor(rng() * 30);
    at += straight;
    const length = 25 + Math.floor(rng() * 45);
    const strength = MAX_CURVE * curviness * (0.4 + rng() * 0.6) * (rng() < 0.5 ? -1 : 1);
    for (let i = 0; i < length && at + i < curve.length; i++) {
      // Ease in and out so the road bends smoothly.
      const t = i / length;
      curve[at + i] = strength * Math.sin(Math.PI * t);
    }
    at += length;
  }
  return curve;
}

/**
 * The race course of a world: bends, rivals, obstacles and pickups. Traffic and obstacles
 * thicken towards the finish (rising difficulty). Same world, same track.
 */
export function generateRacingTrack(world: RacingWorld): RacingTrack {
  const settings = world.racing;
  const rng = createRng(mixSeed(world.seed, 0x5ace));
  const length = settings.trackLengthMeters;
  const laneCount = settings.laneCount;
  const roadHalfWidth = (laneCount * LANE_WIDTH) / 2;
  const curve = buildCurves(Math.ceil(length / SEGMENT_LENGTH), settings.curviness, rng);
  const track: RacingTrack = {
    laneCount,
    roadHalfWidth,
    length,
    curve,
    rivalStartZ: new Float64Array(0),
    rivalLane: new Uint8Array(0),
    rivalSpeed: new Float64Array(0),
    obstacleZ: new Float64Array(0),
    obstacleX: new Float64Array(0),
    pickupZ: new Float64Array(0),
    pickupX: new Float64Array(0),
  };
  const difficulty = world.difficulty / 5;
  // Spacing shrinks along the track: more to pass near the finish.
  const spacingAt = (z: number, base: number) => base * (1.25 - 0.6 * (z / length));

  const rivals: number[] = [];
  const rivalBase = 260 - 170 * settings.trafficDensity;
  for (let z = START_CLEAR; z < length * 0.95; z += spacingAt(z, rivalBase) * (0.7 + rng() * 0.6))
    rivals.push(z, Math.floor(rng() * laneCount), rng());
  track.rivalStartZ = new Float64Array(rivals.length / 3);
  track.rivalLane = new Uint8Array(rivals.length / 3);
  track.rivalSpeed = new Float64Array(rivals.length / 3);
  for (let i = 0; i < rivals.length / 3; i++) {
    const z = rivals[i * 3] ?? 0;
    track.rivalStartZ[i] = z;
    track.rivalLane[i] = rivals[i * 3 + 1] ?? 0;
    const progress = z / length;
    const fraction = 0.35 + 0.2 * difficulty + 0.15 * progress + 0.1 * (rivals[i * 3 + 2] ?? 0);
    track.rivalSpeed[i] = settings.topSpeed * Math.min(0.82, fraction);
  }

  const obstacles: number[] = [];
  const obstacleBase = 320 - 220 * settings.obstacleDensity;
  for (
    let z = START_CLEAR + 60;
    z < length - 60;
    z += spacingAt(z, obstacleBase) * (0.7 + rng() * 0.6)
  ) {
    // Never block every lane at once: one obstacle per row.
    obstacles.push(z, laneCenter(track, Math.floor(rng() * laneCount)));
  }
  track.obstacleZ = new Float64Array(obstacles.filter((_, i) => i % 2 === 0));
  track.obstacleX = new Float64Array(obstacles.filter((_, i) => i % 2 === 1));

  const pickups: number[] = [];
  const pickupBase = 200 - 140 * settings.pickupDensity;
  for (let z = 90; z < length - 30; z += pickupBase * (0.7 + rng() * 0.6)) {
    const lane = Math.floor(rng() * laneCount);
    const run = 1 + Math.floor(rng() * 3);
    for (let k = 0; k < run; k++) pickups.push(z + k * 14, laneCenter(track, lane));
  }
  track.pickupZ = new Float64Array(pickups.filter((_, i) => i % 2 === 0));
  track.pickupX = new Float64Array(pickups.filter((_, i) => i % 2 === 1));
  return track;
}

/** Bend of the segment at distance z. */
export function curveAt(track: RacingTrack, z: number): number {
  return track.curve[Math.floor(z / SEGMENT_LENGTH)] ?? 0;
}
