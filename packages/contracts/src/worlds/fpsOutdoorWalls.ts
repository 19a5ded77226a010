import type { FpsWallShape } from './fpsWallShapes.js';
import { wallFeature as feature, type FpsWallFeature } from './fpsWallFeature.js';

/** A snowy pine centred at `u`: a trunk, three tiers of needles widening down, snow on each. */
function snowyPine(u: number, top: number): FpsWallFeature[] {
  const tiers = [0.08, 0.13, 0.18].map((half, i) => {
    const v0 = top + i * 0.2;
    return [
      feature(u - half, u + half, v0, v0 + 0.22, 'leaf'),
      feature(u - half, u + half, v0, v0 + 0.04, 'snow'),
    ];
  });
  return [feature(u - 0.03, u + 0.03, top + 0.6, 1, 'timber'), ...tiers.flat()];
}

/**
 * A stone across `u0..u1` (clipped to the face), its rounded top at `v0`, a quarter of the wall
 * tall, outlined in shade: courses of them make a wall of rock.
 */
function boulder(u0: number, u1: number, v0: number): FpsWallFeature[] {
  const left = Math.max(0, u0);
  const right = Math.min(1, u1);
  const bottom = Math.min(1, v0 + 0.26);
  return [
    feature(left, right, v0, bottom, 'mortar', true),
    feature(left + 0.02, right - 0.02, v0 + 0.02, bottom - 0.02, 'stone', true),
  ];
}

/**
 * Maze walls of places in the open, drawn as what hems a player in there: tree trunks under a
 * canopy in a forest, snowy pines in a winter wood, big leaves and vines in a jungle, sandstone
 * strata in a desert or canyon, boulders in a cave or on a mountain, palms before dunes on a
 * beach, ice blocks in the arctic, hay bales behind a fence on a farm, a flowering hedge in a
 * park or garden. The sky shows above them, as it does outdoors.
 */
export const OUTDOOR_WALL_SHAPES = {
  trunks: {
    rows: 1,
    seams: 1,
    isOffset: false,
    material: '#1a3320',
    materialShare: 0.8,
    features: [
      feature(0, 0.55, 0, 0.32, 'leaf', true),
      feature(0.45, 1, 0.04, 0.38, 'leaf', true),
      feature(0.38, 0.42, 0.3, 1, 'mortar'),
      feature(0.12, 0.25, 0.26, 1, 'timber'),
      feature(0.62, 0.72, 0.32, 1, 'timber'),
    ],
  },
  snowPines: {
    rows: 1,
    seams: 1,
    isOffset: false,
    material: '#1e3428',
    materialShare: 0.8,
    features: [...snowyPine(0.25, 0.06), ...snowyPine(0.74, 0.16), feature(0, 1, 0.9, 1, 'snow')],
  },
  jungle: {
    rows: 1,
    seams: 1,
    isOffset: false,
    material: '#0f3018',
    materialShare: 0.8,
    features: [
      feature(0.04, 0.36, 0.08, 0.4, 'leaf', true),
      feature(0.5, 0.92, 0.28, 0.64, 'leaf', true),
      feature(0.18, 0.56, 0.6, 1, 'leaf', true),
      feature(0.42, 0.44, 0, 0.62, 'timber'),
      feature(0.8, 0.82, 0, 0.34, 'timber'),
      feature(0.12, 0.135, 0, 0.3, 'timber'),
      feature(0.66, 0.7, 0.18, 0.24, 'accent'),
    ],
  },
  sandstone: {
    rows: 5,
    seams: 1,
    isOffset: false,
    material: '#c58a52',
    materialShare: 0.75,
    features: [
      feature(0, 1, 0.2, 0.28, 'sand'),
      feature(0, 1, 0.62, 0.7, 'sand'),
      feature(0.3, 0.32, 0.3, 0.58, 'mortar'),
      feature(0.72, 0.74, 0.72, 0.96, 'mortar'),
    ],
  },
  rock: {
    rows: 1,
    seams: 1,
    isOffset: false,
    material: '#3e3a36',
    materialShare: 0.8,
    features: [
      ...[0, 0.5, 1].map((u) => boulder(u - 0.25, u + 0.25, 0.04)).flat(),
      ...[0.15, 0.5, 0.85].map((u) => boulder(u - 0.18, u + 0.18, 0.3)).flat(),
      ...[0.1, 0.62].map((u) => boulder(u - 0.28, u + 0.3, 0.53)).flat(),
      ...[0.2, 0.5, 0.84].map((u) => boulder(u - 0.2, u + 0.18, 0.76)).flat(),
    ],
  },
  palms: {
    rows: 1,
    seams: 1,
    isOffset: false,
    material: '#d8bb7c',
    materialShare: 0.75,
    features: [
      feature(0, 1, 0.58, 1, 'sand', true),
      feature(0.3, 0.36, 0.2, 0.95, 'timber'),
      feature(0.74, 0.79, 0.36, 0.9, 'timber'),
      feature(0.13, 0.53, 0.1, 0.26, 'leaf', true),
      feature(0.12, 0.18, 0.2, 0.38, 'leaf'),
      feature(0.48, 0.54, 0.2, 0.38, 'leaf'),
      feature(0.6, 0.93, 0.26, 0.4, 'leaf', true),
    ],
  },
  ice: {
    rows: 3,
    seams: 2,
    isOffset: true,
    material: '#b8def2',
    materialShare: 0.8,
    features: [
      feature(0, 1, 0, 0.08, 'snow'),
      feature(0.14, 0.2, 0.16, 0.28, 'snow'),
      feature(0.6, 0.64, 0.5, 0.6, 'snow'),
    ],
  },
  hay: {
    rows: 2,
    seams: 1,
    isOffset: true,
    material: '#d6b048',
    materialShare: 0.8,
    features: [
      feature(0, 1, 0.22, 0.235, 'mortar'),
      feature(0, 1, 0.56, 0.575, 'mortar'),
      feature(0, 1, 0.76, 0.8, 'timber'),
      feature(0, 1, 0.88, 0.92, 'timber'),
      feature(0.1, 0.15, 0.72, 1, 'timber'),
      feature(0.6, 0.65, 0.72, 1, 'timber'),
    ],
  },
  hedge: {
    rows: 1,
    seams: 1,
    isOffset: false,
    material: '#3a7432',
    materialShare: 0.8,
    features: [
      feature(0.04, 0.4, 0.12, 0.5, 'leaf', true),
      feature(0.46, 0.94, 0.44, 0.86, 'leaf', true),
      feature(0.2, 0.25, 0.62, 0.66, 'accent'),
      feature(0.7, 0.75, 0.24, 0.28, 'secondary'),
      feature(0.82, 0.86, 0.1, 0.14, 'accent'),
    ],
  },
} as const satisfies Record<string, FpsWallShape>;
