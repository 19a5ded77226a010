import type { HillRacerWorld } from '@promptplay/contracts';
import { clamp, lerp } from '../../kit/math.js';
import { createRng, mixSeed } from '../../levels/rng.js';
import {
  COIN_GAP,
  COIN_HEIGHT,
  FLAT_START,
  FUEL_HEIGHT,
  RUN_OUT,
  RUN_UP,
  TERRAIN_SPACING,
} from './hillRacerRules.js';

/**
 * The seeded course: a heightfield (metres, y up) sampled every TERRAIN_SPACING from
 * x = -RUN_UP to the end of the run-out, with coins, fuel cans and checkpoints placed on it.
 */
export interface HillTrack {
  /** x of the first sample. */
  startX: number;
  /** Finish line x; the start line is x = 0. */
  length: number;
  heights: Float32Array;
  /** dh/dx at each sample. */
  slopes: Float32Array;
  coinX: Float32Array;
  coinY: Float32Array;
  fuelX: Float32Array;
  fuelY: Float32Array;
  checkpointX: Float32Array;
  /** Pebbles drawn in the ground: x and depth below the surface (metres), size. */
  pebbleX: Float32Array;
  pebbleDepth: Float32Array;
  pebbleSize: Float32Array;
}

/** Height of a smooth bump between two control points (cosine ease, flat at both ends). */
function ease(a: number, b: number, t: number): number {
  return a + (b - a) * (0.5 - 0.5 * Math.cos(Math.PI * t));
}

/** Adds one layer of eased value noise whose wavelength and height follow the progress p. */
function addNoise(
  heights: Float32Array,
  startX: number,
  rng: () => number,
  wavelength: (p: number) => number,
  amplitude: (p: number) => number,
  length: number,
  isAlternating: boolean,
): void {
  let x0 = startX;
  let h0 = 0;
  let sign = 1;
  let x1 = x0 + wavelength(0) * (0.7 + 0.6 * rng());
  let h1 = amplitude(0) * (isAlternating ? sign * (0.35 + 0.65 * rng()) : rng() * 2 - 1);
  for (let i = 0; i < heights.length; i++) {
    const x = startX + i * TERRAIN_SPACING;
    while (x > x1) {
      x0 = x1;
      h0 = h1;
      sign = -sign;
      const p = clamp(x1 / length, 0, 1);
      x1 = x0 + wavelength(p) * (0.7 + 0.6 * rng());
      h1 = amplitude(p) * (isAlternating ? sign * (0.35 + 0.65 * rng()) : rng() * 2 - 1);
    }
    heights[i] = (heights[i] ?? 0) + ease(h0, h1, (x - x0) / (x1 - x0));
  }
}

function boxBlur(values: Float32Array, radius: number, scratch: Float32Array): void {
  const n = values.length;
  for (let i = 0; i < n; i++) {
    let sum = 0;
    let count = 0;
    for (let k = -radius; k <= radius; k++) {
      const j = i + k;
      if (j < 0 || j >= n) continue;
      sum += values[j] ?? 0;
      count += 1;
    }
    scratch[i] = sum / count;
  }
  values.set(scratch);
}

/** Builds the world's course from its seed: same world, same hills, coins and cans. */
export function generateHillTrack(world: HillRacerWorld): HillTrack {
  const settings = world.hillRacer;
  const length = settings.trackLengthMeters;
  const rng = createRng(mixSeed(world.seed, 0x4111));
  const startX = -RUN_UP;
  const count = Math.ceil((length + RUN_OUT + RUN_UP) / TERRAIN_SPACING) + 1;
  const heights = new Float32Array(count);
  const growth = settings.steepnessGrowth;
  const hills = settings.hilliness;
  // Big hills: taller and closer together towards the finish.
  addNoise(
    heights,
    startX,
    rng,
    (p) => lerp(34, 17, p * (0.4 + 0.6 * growth)),
    (p) => 1.6 + hills * 3.2 + growth * p * 6,
    length,
    true,
  );
  // Bumps that make the suspension work.
  addNoise(
    heights,
    startX,
    rng,
    (p) => lerp(9, 6, p),
    (p) => 0.12 + 0.25 * hills + 0.35 * growth * p,
    length,
    false,
  );
  // A gentle overall climb: it is a hill climb.
  for (let i = 0; i < count; i++)
    heights[i] = (heights[i] ?? 0) + (startX + i * TERRAIN_SPACING) * 0.025;
  // Flat start, easing into the hills.
  const base = heights[Math.round((FLAT_START - startX) / TERRAIN_SPACING)] ?? 0;
  for (let i = 0; i < count; i++) {
    const x = startX + i * TERRAIN_SPACING;
    const blend = clamp((x - FLAT_START) / FLAT_START, 0, 1);
    heights[i] = ((heights[i] ?? 0) - base) * ease(0, 1, blend);
  }
  // Steepness cap, steeper allowed further on; a forward then a backward pass.
  const maxDegrees = settings.maxSlopeDegrees;
  const firstDegrees = Math.min(maxDegrees, 22 + 8 * hills);
  const limitAt = (x: number) =>
    Math.tan((lerp(firstDegrees, maxDegrees, clamp(x / length, 0, 1)) * Math.PI) / 180) *
    TERRAIN_SPACING;
  for (let i = 1; i < count; i++) {
    const limit = limitAt(startX + i * TERRAIN_SPACING);
    const previous = heights[i - 1] ?? 0;
    heights[i] = clamp(heights[i] ?? 0, previous - limit, previous + limit);
  }
  // Flat run-out past the finish so the flag stands on level ground.
  const finishIndex = Math.round((length - 6 - startX) / TERRAIN_SPACING);
  const finishHeight = heights[finishIndex] ?? 0;
  for (let i = finishIndex; i < count; i++) heights[i] = finishHeight;
  const scratch = new Float32Array(count);
  boxBlur(heights, 5, scratch);
  boxBlur(heights, 5, scratch);
  const slopes = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    const before = heights[Math.max(0, i - 1)] ?? 0;
    const after = heights[Math.min(count - 1, i + 1)] ?? 0;
    slopes[i] = (after - before) / (TERRAIN_SPACING * (i > 0 && i < count - 1 ? 2 : 1));
  }
  const track: HillTrack = {
    startX,
    length,
    heights,
    slopes,
    coinX: new Float32Array(0),
    coinY: new Float32Array(0),
    fuelX: new Float32Array(0),
    fuelY: new Float32Array(0),
    checkpointX: new Float32Array(0),
    pebbleX: new Float32Array(0),
    pebbleDepth: new Float32Array(0),
    pebbleSize: new Float32Array(0),
  };
  placePickups(track, world, createRng(mixSeed(world.seed, 0x4112)));
  return track;
}

function placePickups(track: HillTrack, world: HillRacerWorld, rng: () => number): void {
  const settings = world.hillRacer;
  const length = track.length;
  const checkpoints: number[] = [];
  for (let k = 1; k <= settings.checkpointCount; k++)
    checkpoints.push(Math.round((length * k) / (settings.checkpointCount + 1)));
  const fuel: number[] = [];
  const spacing = settings.fuelCanSpacingMeters;
  for (let x = spacing * 0.75; x < length - 40;) {
    // No can right next to a checkpoint: the checkpoint already fills the tank.
    if (!checkpoints.some((c) => Math.abs(c - x) < 25)) fuel.push(Math.round(x));
    x += spacing * (1 + 0.15 * (x / length)) * (0.9 + 0.2 * rng());
  }
  const coins: number[] = [];
  const gap = lerp(70, 22, settings.coinDensity);
  for (let x = 35 + gap * rng(); x < length - 15;) {
    const row = 3 + Math.floor(rng() * 4);
    for (let c = 0; c < row && x < length - 15; c++) {
      if (!fuel.some((f) => Math.abs(f - x) < 2.5)) coins.push(x);
      x += COIN_GAP;
    }
    x += gap * (0.6 + 0.8 * rng());
  }
  track.coinX = Float32Array.from(coins);
  track.coinY = Float32Array.from(coins, (x) => heightAt(track, x) + COIN_HEIGHT);
  track.fuelX = Float32Array.from(fuel);
  track.fuelY = Float32Array.from(fuel, (x) => heightAt(track, x) + FUEL_HEIGHT);
  track.checkpointX = Float32Array.from(checkpoints);
  const pebbles = Math.floor((length + 90) / 3);
  track.pebbleX = Float32Array.from({ length: pebbles }, (_, i) => track.startX + (i + rng()) * 3);
  track.pebbleDepth = Float32Array.from({ length: pebbles }, () => 0.7 + rng() * 3);
  track.pebbleSize = Float32Array.from({ length: pebbles }, () => 0.08 + rng() * 0.14);
}

/** Ground height at x (metres), linear between samples; flat beyond both ends. */
export function heightAt(track: HillTrack, x: number): number {
  const f = (x - track.startX) / TERRAIN_SPACING;
  const last = track.heights.length - 1;
  if (f <= 0) return track.heights[0] ?? 0;
  if (f >= last) return track.heights[last] ?? 0;
  const i = Math.floor(f);
  const a = track.heights[i] ?? 0;
  return a + ((track.heights[i + 1] ?? 0) - a) * (f - i);
}

/** Ground slope dh/dx at x, linear between samples so the normal turns smoothly. */
export function slopeAt(track: HillTrack, x: number): number {
  const f = (x - track.startX) / TERRAIN_SPACING;
  const last = track.slopes.length - 1;
  if (f <= 0 || f >= last) return 0;
  const i = Math.floor(f);
  const a = track.slopes[i] ?? 0;
  return a + ((track.slopes[i + 1] ?? 0) - a) * (f - i);
}
