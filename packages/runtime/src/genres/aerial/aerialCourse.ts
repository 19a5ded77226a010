import type { AerialWorld } from '@promptplay/contracts';
import { clamp, lerp } from '../../kit/math.js';
import { createRng, mixSeed } from '../../levels/rng.js';
import {
  CLOUD_RADIUS_Y,
  FIELD_HEIGHT,
  FINISH_CLEAR_METERS,
  FLYER_DRIFT,
  FLYER_RADIUS,
  FLYER_WAKE_METERS,
  OBSTACLE_KINDS,
  PICKUP_KINDS,
  FUEL_MAX,
  RING_FUEL,
  RING_SURPLUS,
  START_ALTITUDE,
  START_CLEAR_METERS,
  VEHICLE_HALF_HEIGHT,
} from './aerialRules.js';

/**
 * One flight's layout, sorted by x, in typed arrays (read every step without allocating):
 * obstacles (towers up to `high`, hanging columns down to `low`, clouds centred between the
 * two), flying creatures and pickups. Every obstacle leaves a flyable corridor open, and the
 * pickups trace that corridor.
 */
export interface AerialCourse {
  length: number;
  startSpeed: number;
  topSpeed: number;
  obstacleKind: Uint8Array;
  obstacleX: Float64Array;
  /** Towers: 0 (they stand on the ground); hanging: tip height; clouds: bottom of the hit ellipse. */
  obstacleLow: Float64Array;
  /** Towers: top height; hanging: FIELD_HEIGHT; clouds: top of the hit ellipse. */
  obstacleHigh: Float64Array;
  flyerX: Float64Array;
  flyerBaseY: Float64Array;
  flyerAmplitude: Float64Array;
  flyerPhase: Float64Array;
  pickupKind: Uint8Array;
  pickupX: Float64Array;
  pickupY: Float64Array;
}

interface Obstacle {
  kind: number;
  x: number;
  low: number;
  high: number;
}
interface Flyer {
  x: number;
  baseY: number;
  amplitude: number;
  phase: number;
}
interface Pickup {
  kind: number;
  x: number;
  y: number;
}

/** Lowest and highest corridor centre. */
const PATH_MIN = 20;
const PATH_MAX = 80;
/** Where a flyer meets the vehicle, behind its wake-up x. */
const FLYER_MEET_OFFSET = (FLYER_WAKE_METERS * FLYER_DRIFT) / (1 + FLYER_DRIFT);

/** Forward speed at distance x of a course. */
export function speedAt(course: AerialCourse, x: number): number {
  const t = clamp(x / course.length, 0, 1);
  return course.startSpeed + (course.topSpeed - course.startSpeed) * t;
}

type Pattern = 'gate' | 'tower' | 'hanging' | 'cloud' | 'flyers' | 'ring';

/** Lays out the flight from the world's seed and settings: same world, same course. */
export function generateAerialCourse(world: AerialWorld): AerialCourse {
  const settings = world.aerial;
  const rng = createRng(mixSeed(world.seed, 0xae71a1));
  const range = (min: number, max: number) => min + (max - min) * rng();
  const length = settings.distanceMeters;
  const obstacles: Obstacle[] = [];
  const flyers: Flyer[] = [];
  const pickups: Pickup[] = [];
  const course = {
    length,
    startSpeed: settings.startSpeed,
    topSpeed: settings.topSpeed,
  };
  const speedHere = (x: number) =>
    course.startSpeed + (course.topSpeed - course.startSpeed) * clamp(x / length, 0, 1);

  let x = START_CLEAR_METERS * 0.5;
  let pathY = START_ALTITUDE;
  // Each ring refills a little more than the fuel burnt since the last one.
  const ringEverySeconds = (settings.fuelSeconds * RING_FUEL * RING_SURPLUS) / FUEL_MAX;
  let nextRing = START_CLEAR_METERS + speedHere(0) * ringEverySeconds * 0.7;
  const end = length - FINISH_CLEAR_METERS;
  const density = settings.obstacleDensity;

  const trail = (fromX: number, fromY: number, toX: number, toY: number, count: number) => {
    for (let i = 0; i < count; i++) {
      const t = 0.3 + (0.65 * i) / Math.max(1, count - 1);
      pickups.push({ kind: PICKUP_KINDS.item, x: lerp(fromX, toX, t), y: lerp(fromY, toY, t) });
    }
  };

  while (true) {
    const p = clamp(x / length, 0, 1);
    const spacing = lerp(56, 36, p) * lerp(1.3, 0.85, density) * range(0.9, 1.15);
    const nextX = Math.max(x + spacing, START_CLEAR_METERS);
    if (nextX > end) break;
    const gap = lerp(44, 30, p) * lerp(1.1, 0.9, density);
    const pattern: Pattern =
      nextX >= nextRing ? 'ring' : pickPattern(rng, p, settings.flyerDensity);
    const maxDelta = (nextX - x) * 0.55;
    let nextPath =
      pattern === 'flyers' ? pathY : clamp(pathY + range(-maxDelta, maxDelta), PATH_MIN, PATH_MAX);
    if (pattern === 'ring') nextRing = nextX + speedHere(nextX) * ringEverySeconds;

    if (pattern === 'gate') {
      if (nextPath - gap / 2 > 8)
        obstacles.push({ kind: OBSTACLE_KINDS.tower, x: nextX, low: 0, high: nextPath - gap / 2 });
      if (nextPath + gap / 2 < FIELD_HEIGHT - 8)
        obstacles.push({
          kind: OBSTACLE_KINDS.hanging,
          x: nextX,
          low: nextPath + gap / 2,
          high: FIELD_HEIGHT,
        });
    } else if (pattern === 'tower' || pattern === 'hanging') {
      // A lone column stands on the side of the corridor with more room.
      const isTower = pattern === 'tower' ? nextPath > 40 : nextPath > 60;
      if (isTower)
        obstacles.push({
          kind: OBSTACLE_KINDS.tower,
          x: nextX,
          low: 0,
          high: nextPath - gap * 0.55,
        });
      else
        obstacles.push({
          kind: OBSTACLE_KINDS.hanging,
          x: nextX,
          low: nextPath + gap * 0.55,
          high: FIELD_HEIGHT,
        });
    } else if (pattern === 'cloud') {
      const reach = gap / 2 + CLOUD_RADIUS_Y;
      let side = rng() < 0.5 ? -1 : 1;
      if (nextPath + side * reach < 8 || nextPath + side * reach > FIELD_HEIGHT - 6) side = -side;
      const cy = nextPath + side * reach;
      obstacles.push({
        kind: OBSTACLE_KINDS.cloud,
        x: nextX,
        low: cy - CLOUD_RADIUS_Y,
        high: cy + CLOUD_RADIUS_Y,
      });
      // Late in the flight clouds come in pairs, one on each side of the corridor.
      const other = nextPath - side * reach;
      if (p > 0.45 && other > 8 && other < FIELD_HEIGHT - 6 && rng() < 0.6)
        obstacles.push({
          kind: OBSTACLE_KINDS.cloud,
          x: nextX + range(-4, 4),
          low: other - CLOUD_RADIUS_Y,
          high: other + CLOUD_RADIUS_Y,
        });
    } else if (pattern === 'flyers') {
      const count = 1 + (p > 0.35 ? 1 : 0) + (p > 0.7 && rng() < 0.5 ? 1 : 0);
      for (let i = 0; i < count; i++) {
        const amplitude = range(3, 8);
        const clearance = amplitude + FLYER_RADIUS + VEHICLE_HALF_HEIGHT + range(7, 14);
        let side = i % 2 === 0 ? (rng() < 0.5 ? -1 : 1) : -1;
        if (pathY + side * clearance < 6 || pathY + side * clearance > FIELD_HEIGHT - 6)
          side = -side;
        const baseY = pathY + side * clearance;
        if (baseY < 6 || baseY > FIELD_HEIGHT - 6) continue;
        // Placed so the flyer meets the vehicle where the corridor is flat.
        flyers.push({
          x: nextX + FLYER_MEET_OFFSET - 14 + i * 12,
          baseY,
          amplitude,
          phase: range(0, Math.PI * 2),
        });
      }
      nextPath = pathY;
    } else {
      pickups.push({ kind: PICKUP_KINDS.ring, x: nextX, y: nextPath });
    }
    const hasTrail = pattern === 'ring' || rng() < 0.15 + 0.6 * settings.pickupDensity;
    if (hasTrail) trail(x, pathY, nextX, nextPath, 2 + Math.floor(rng() * 3));
    x = nextX;
    pathY = nextPath;
  }
  // The home stretch is lined with pickups down towards the destination.
  trail(x, pathY, length, 30, 6);

  obstacles.sort((a, b) => a.x - b.x);
  flyers.sort((a, b) => a.x - b.x);
  pickups.sort((a, b) => a.x - b.x);
  return {
    ...course,
    obstacleKind: Uint8Array.from(obstacles, (o) => o.kind),
    obstacleX: Float64Array.from(obstacles, (o) => o.x),
    obstacleLow: Float64Array.from(obstacles, (o) => o.low),
    obstacleHigh: Float64Array.from(obstacles, (o) => o.high),
    flyerX: Float64Array.from(flyers, (f) => f.x),
    flyerBaseY: Float64Array.from(flyers, (f) => f.baseY),
    flyerAmplitude: Float64Array.from(flyers, (f) => f.amplitude),
    flyerPhase: Float64Array.from(flyers, (f) => f.phase),
    pickupKind: Uint8Array.from(pickups, (q) => q.kind),
    pickupX: Float64Array.from(pickups, (q) => q.x),
    pickupY: Float64Array.from(pickups, (q) => q.y),
  };
}

/** The next obstacle pattern: flyers and gates grow more common with distance. */
function pickPattern(rng: () => number, progress: number, flyerDensity: number): Pattern {
  const weights: readonly [Pattern, number][] = [
    ['gate', 3 + 3 * progress],
    ['tower', 2],
    ['hanging', 1.6],
    ['cloud', 2],
    ['flyers', flyerDensity * 3.5 * (0.3 + progress)],
  ];
  let total = 0;
  for (const [, weight] of weights) total += weight;
  let roll = rng() * total;
  for (const [pattern, weight] of weights) {
    roll -= weight;
    if (roll < 0) return pattern;
  }
  return 'gate';
}
