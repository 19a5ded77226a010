import type { Palette } from './common.js';
import type { FpsWallPattern } from './fps.js';
import { OUTDOOR_WALL_SHAPES } from './fpsOutdoorWalls.js';
import { wallFeature as feature, type FpsWallFeature, type FpsWallTone } from './fpsWallFeature.js';

export { FPS_WALL_TONES, type FpsWallFeature, type FpsWallTone } from './fpsWallFeature.js';

/** How a wall face is divided into courses and seams, what it is made of, what stands on it. */
export interface FpsWallShape {
  /** Horizontal courses up the wall. */
  rows: number;
  /** Vertical seams per tile face. */
  seams: number;
  /** Every other course shifted by half a brick. */
  isOffset: boolean;
  /** The wall's own material colour, mixed into the palette's wall colours by `materialShare`. */
  material?: string;
  materialShare?: number;
  /** Windows, lights, beams, shelves: drawn over the courses, one face after another. */
  features: readonly FpsWallFeature[];
}

/** Three shelves of book spines in turning colours, a gap here and there. */
function bookshelf(): FpsWallFeature[] {
  const tones: FpsWallTone[] = ['primary', 'secondary', 'accent', 'timber', 'glass', 'primary'];
  const books: FpsWallFeature[] = [];
  for (let shelf = 0; shelf < 3; shelf++) {
    const bottom = (shelf + 1) / 3 - 0.015;
    for (let book = 0; book < 7; book++) {
      if ((book + shelf * 2) % 5 === 4) continue;
      const u0 = 0.08 + book * 0.122;
      const height = 0.15 + ((book * 7 + shelf * 3) % 4) * 0.02;
      books.push(
        feature(u0, u0 + 0.1, bottom - height, bottom, tones[(book + shelf) % 6] ?? 'primary'),
      );
    }
  }
  return books;
}

/**
 * How the runtime's raycaster (and the generator's screenshot) paints each wall pattern. Every
 * wall look: bricks, blocks and panels (the first worlds' three), then walls a player
 * names the place by: a cathedral's stone and arched windows, a space station's hull plates
 * and light strips, a mall's shop fronts, a mine's timber props, a hospital's tiles, a
 * library's bookshelves, a cabin's planks; and the outdoors' (`fpsOutdoorWalls.ts`).
 */
export const FPS_WALL_SHAPES: Record<FpsWallPattern, FpsWallShape> = {
  bricks: { rows: 5, seams: 2, isOffset: true, features: [] },
  blocks: { rows: 2, seams: 2, isOffset: false, features: [] },
  panels: { rows: 3, seams: 1, isOffset: false, features: [] },
  gothic: {
    rows: 7,
    seams: 3,
    isOffset: true,
    material: '#8e8c99',
    materialShare: 0.6,
    features: [
      feature(0.28, 0.72, 0.1, 0.74, 'mortar', true),
      feature(0.32, 0.68, 0.14, 0.72, 'glass', true),
      feature(0.485, 0.515, 0.14, 0.72, 'mortar'),
      feature(0.32, 0.68, 0.44, 0.46, 'mortar'),
      feature(0.26, 0.74, 0.74, 0.78, 'mortar'),
    ],
  },
  hull: {
    rows: 2,
    seams: 2,
    isOffset: false,
    material: '#9aa3b2',
    materialShare: 0.65,
    features: [
      feature(0.08, 0.92, 0.06, 0.1, 'glow'),
      feature(0.2, 0.45, 0.62, 0.82, 'mortar'),
      feature(0.22, 0.43, 0.66, 0.68, 'glass'),
      feature(0.22, 0.43, 0.72, 0.74, 'glass'),
      feature(0.22, 0.43, 0.78, 0.8, 'glass'),
      feature(0.62, 0.68, 0.3, 0.36, 'accent'),
      feature(0.72, 0.78, 0.3, 0.36, 'glow'),
    ],
  },
  shops: {
    rows: 1,
    seams: 1,
    isOffset: false,
    features: [
      feature(0.04, 0.96, 0.08, 0.24, 'primary'),
      feature(0.04, 0.96, 0.24, 0.28, 'mortar'),
      feature(0.08, 0.92, 0.34, 0.96, 'mortar'),
      feature(0.1, 0.9, 0.36, 0.96, 'glow'),
      feature(0.49, 0.51, 0.36, 0.96, 'mortar'),
      feature(0.16, 0.3, 0.62, 0.9, 'secondary'),
      feature(0.62, 0.74, 0.56, 0.9, 'accent'),
    ],
  },
  mine: {
    rows: 4,
    seams: 2,
    isOffset: true,
    material: '#7a7570',
    materialShare: 0.75,
    features: [
      feature(0.02, 0.13, 0, 1, 'timber'),
      feature(0.87, 0.98, 0, 1, 'timber'),
      feature(0, 1, 0.02, 0.12, 'timber'),
      feature(0.47, 0.53, 0.12, 0.16, 'mortar'),
      feature(0.45, 0.55, 0.16, 0.26, 'glow'),
    ],
  },
  tiles: {
    rows: 9,
    seams: 4,
    isOffset: false,
    material: '#e6eef0',
    materialShare: 0.7,
    features: [feature(0, 1, 0.5, 0.56, 'primary'), feature(0.4, 0.6, 0.2, 0.34, 'glass')],
  },
  shelves: {
    rows: 3,
    seams: 1,
    isOffset: false,
    material: '#6e4a2e',
    materialShare: 0.75,
    features: bookshelf(),
  },
  planks: {
    rows: 1,
    seams: 6,
    isOffset: false,
    material: '#9a6a3a',
    materialShare: 0.55,
    features: [],
  },
  ...OUTDOOR_WALL_SHAPES,
};

/** Timber of beams, props and shelves; window glass, a night-blue pane (stained glass, screens). */
const TIMBER = '#5e3b1c';
const GLASS = '#3a5896';
/** The outdoors' own colours: foliage, snow, pale sand, weathered stone. */
const OUTDOOR_TONES = { leaf: '#4a9a3a', snow: '#f2f7fb', sand: '#e8cc94', stone: '#8c857c' };

/** `a` mixed towards `b` by `t` (0..1), both #rrggbb. */
function mixHex(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  let out = '#';
  for (let i = 0; i < 3; i++) {
    const value = Math.round(channel(a, i) * (1 - t) + channel(b, i) * t);
    out += value.toString(16).padStart(2, '0');
  }
  return out;
}

/**
 * The colour of a feature tone in a world's palette, before side shading and haze: glass
 * tinted by the accent, lights glowing pale in it, timber brown, the palette's own colours,
 * the outdoors' leaves, snow, sand and stone.
 * Mortar has none of its own: it is the wall's colour, shaded.
 */
export function fpsWallToneHex(tone: Exclude<FpsWallTone, 'mortar'>, palette: Palette): string {
  switch (tone) {
    case 'glass':
      return mixHex(GLASS, palette.accent, 0.35);
    case 'glow':
      return mixHex(palette.accent, '#fff6d0', 0.6);
    case 'timber':
      return TIMBER;
    case 'leaf':
    case 'snow':
    case 'sand':
    case 'stone':
      return OUTDOOR_TONES[tone];
    case 'primary':
    case 'secondary':
    case 'accent':
      return palette[tone];
  }
}
