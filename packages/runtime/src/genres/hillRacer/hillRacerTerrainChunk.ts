import type { GameObjects } from 'phaser';
import { fillEllipseFan } from '../../kit/fanShapes.js';
import type { GroundColors } from './hillRacerGroundColors.js';
import { TERRAIN_SPACING } from './hillRacerRules.js';
import { heightAt, type HillTrack } from './hillRacerTrack.js';

/** Heightfield columns per cached chunk of ground: 8 m, about half a phone screen. */
export const CHUNK_COLUMNS = 16;
/** Metres each chunk reaches into the next, so neighbours overlap and no seam shows. */
const CHUNK_OVERLAP = TERRAIN_SPACING;
/** Metres of sky kept above a chunk's highest point (the light grass rim). */
const CHUNK_TOP_MARGIN = 0.15;
/**
 * Metres of earth a chunk holds under its lowest point: the deepest pebble (0.7–3.7 m) and the
 * strata band; below it the ground is one plain colour, filled without a texture.
 */
export const CHUNK_DEPTH = 4.1;

/** Thickness of the grass band and of the darker crust under it, metres. */
const GRASS = 0.28;
const CRUST = 0.55;
/** A darker layer of earth deeper down, metres under the surface. */
const STRATA_TOP = 1.6;
const STRATA_BOTTOM = 2.6;
/** Pebbles are a few pixels across: an octagon reads as round. */
const PEBBLE_SIDES = 8;
/** The light rim on the grass: at least this many CSS pixels, else this share of a metre. */
const RIM_PIXELS = 2;
const RIM_METERS = 0.06;

/** Where one chunk of ground lies in the world, metres (y up). */
export interface ChunkBounds {
  /** World x of the chunk's left edge. */
  left: number;
  /** World x its texture reaches to (into the next chunk). */
  right: number;
  /** World y of its texture's top and bottom. */
  top: number;
  bottom: number;
}

/** How many chunks cover the course. */
export function chunkCount(track: HillTrack): number {
  return Math.ceil((track.heights.length - 1) / CHUNK_COLUMNS);
}

/** The world rectangle chunk `index` covers, from its highest to below its lowest column. */
export function chunkBounds(track: HillTrack, index: number): ChunkBounds {
  const first = index * CHUNK_COLUMNS;
  const last = Math.min(track.heights.length - 1, first + CHUNK_COLUMNS + 1);
  let high = -Infinity;
  let low = Infinity;
  for (let i = first; i <= last; i++) {
    const height = track.heights[i] ?? 0;
    high = Math.max(high, height);
    low = Math.min(low, height);
  }
  const left = track.startX + first * TERRAIN_SPACING;
  return {
    left,
    right: left + CHUNK_COLUMNS * TERRAIN_SPACING + CHUNK_OVERLAP,
    top: high + CHUNK_TOP_MARGIN,
    bottom: low - CHUNK_DEPTH,
  };
}

/** The tallest chunk of the course, metres: every cached texture is made this tall. */
export function tallestChunk(track: HillTrack): number {
  let tallest = 0;
  for (let index = 0; index < chunkCount(track); index++) {
    const bounds = chunkBounds(track, index);
    tallest = Math.max(tallest, bounds.top - bounds.bottom);
  }
  return tallest;
}

/**
 * Paints chunk `index` of the ground into `graphics` once, in texture pixels (`scale` per
 * metre, top-left at the chunk's top-left): the earth column by column from the seeded
 * heightfield, the strata, the darker crust, the grass band with its light rim, and the
 * pebbles. `pixelRatio` turns the rim's CSS pixels into texture pixels.
 */
export function paintTerrainChunk(
  graphics: GameObjects.Graphics,
  track: HillTrack,
  colors: GroundColors,
  index: number,
  scale: number,
  pixelRatio: number,
): ChunkBounds {
  const bounds = chunkBounds(track, index);
  const g = graphics;
  const px = (x: number) => (x - bounds.left) * scale;
  const py = (y: number) => (bounds.top - y) * scale;
  const bottom = py(bounds.bottom) + 1;
  const band = (x0: number, y0: number, x1: number, y1: number, from: number, to: number) => {
    g.fillTriangle(x0, y0 + from, x1, y1 + from, x1, y1 + to);
    g.fillTriangle(x0, y0 + from, x1, y1 + to, x0, y0 + to);
  };
  const rim = Math.max(RIM_PIXELS * pixelRatio, RIM_METERS * scale);
  const first = index * CHUNK_COLUMNS;
  const last = Math.min(track.heights.length - 1, first + CHUNK_COLUMNS + 1);
  for (let i = first; i < last; i++) {
    const x0 = px(track.startX + i * TERRAIN_SPACING);
    const x1 = px(track.startX + (i + 1) * TERRAIN_SPACING) + 0.5;
    const y0 = py(track.heights[i] ?? 0);
    const y1 = py(track.heights[i + 1] ?? 0);
    g.fillStyle(colors.ground, 1);
    g.fillTriangle(x0, y0, x1, y1, x1, bottom);
    g.fillTriangle(x0, y0, x1, bottom, x0, bottom);
    g.fillStyle(colors.strata, 1);
    band(x0, y0, x1, y1, STRATA_TOP * scale, STRATA_BOTTOM * scale);
    g.fillStyle(colors.crust, 1);
    band(x0, y0, x1, y1, GRASS * scale * 0.6, CRUST * scale);
    g.fillStyle(colors.grass, 1);
    band(x0, y0, x1, y1, -pixelRatio, GRASS * scale);
    g.fillStyle(colors.grassLight, 1);
    band(x0, y0, x1, y1, -pixelRatio, rim);
  }
  g.fillStyle(colors.pebble, 1);
  for (let p = 0; p < track.pebbleX.length; p++) {
    const x = track.pebbleX[p] ?? 0;
    const size = track.pebbleSize[p] ?? 0.1;
    if (x < bounds.left - size * 2 || x > bounds.right + size * 2) continue;
    const y = heightAt(track, x) - (track.pebbleDepth[p] ?? 1);
    fillEllipseFan(g, px(x), py(y), size * 1.1 * scale, size * 0.75 * scale, PEBBLE_SIDES);
  }
  return bounds;
}
