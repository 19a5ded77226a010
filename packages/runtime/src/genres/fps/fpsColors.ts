import {
  FPS_WALL_TONES,
  fpsWallToneHex,
  type FpsWallShape,
  type FpsWallTone,
  type Palette,
} from '@promptplay/contracts';
import { hexToNumber } from '../../kit/uiTheme.js';
import { WALL_OUTER, WALL_PLAIN, WALL_TRIM } from './fpsMaze.js';

/** Distance (tiles) at which walls have faded fully into the haze. */
export const FOG_DISTANCE = 12;
export const FOG_LEVELS = 24;
/** Most of the haze: far walls keep a hint of their colour. */
const MAX_FOG = 0.85;
/** Faces lit from the side (the ray crossed a horizontal grid line) are darker. */
const SIDE_SHADE = 0.76;
const MORTAR_SHADE = 0.68;
const CAP_LIGHTEN = 0.3;
export const FLOOR_BANDS = 18;
/** Least lightness between walls and floor before the floor is shaded darker. */
const FLOOR_CONTRAST = 0.18;
/** Least lightness between walls and the haze before the walls are shaded darker. */
const HAZE_CONTRAST = 0.2;
const WALL_COLOR_COUNT = 3 * 2 * FOG_LEVELS;

function mixColor(a: number, b: number, t: number): number {
  const r = Math.round(((a >> 16) & 0xff) * (1 - t) + ((b >> 16) & 0xff) * t);
  const g = Math.round(((a >> 8) & 0xff) * (1 - t) + ((b >> 8) & 0xff) * t);
  const bl = Math.round((a & 0xff) * (1 - t) + (b & 0xff) * t);
  return (r << 16) | (g << 8) | bl;
}

/** 0..1 perceived lightness of a 0xRRGGBB colour. */
function lightness(color: number): number {
  return (
    (((color >> 16) & 0xff) * 0.299 + ((color >> 8) & 0xff) * 0.587 + (color & 0xff) * 0.114) / 255
  );
}

function shade(color: number, factor: number): number {
  return mixColor(color, 0x000000, 1 - factor);
}

/**
 * Every colour the raycaster paints, computed once from the world's palette and its wall
 * pattern: wall faces by tile look, side and haze level (plus their mortar, top edge and the
 * tones of the pattern's windows, lights and beams), the floor's bands from the haze at the
 * horizon to the ground at the player's feet.
 */
export class FpsColors {
  /** Index with `wallIndex(tile, side, fogLevel)`. */
  readonly wall = new Uint32Array(WALL_COLOR_COUNT);
  readonly mortar = new Uint32Array(WALL_COLOR_COUNT);
  readonly cap = new Uint32Array(WALL_COLOR_COUNT);
  /** The pattern's feature colours by tone, indexed like `wall`. */
  readonly tones = {} as Record<FpsWallTone, Uint32Array>;
  /** Band 0 at the horizon to band FLOOR_BANDS - 1 at the bottom of the screen. */
  readonly floor = new Uint32Array(FLOOR_BANDS);
  readonly haze: number;

  constructor(palette: Palette, pattern?: FpsWallShape) {
    const ground = hexToNumber(palette.ground);
    const groundAccent = hexToNumber(palette.groundAccent);
    const secondary = hexToNumber(palette.secondary);
    this.haze = hexToNumber(palette.skyBottom);
    // Walls as pale as the haze behind them (a hospital's) melt into it: keep them apart.
    const apart = (color: number): number =>
      Math.abs(lightness(color) - lightness(this.haze)) < HAZE_CONTRAST ? shade(color, 0.7) : color;
    // A wall of its own material (a cathedral's grey stone, a cabin's planks) keeps a hint of
    // the palette.
    const material = pattern?.material ? hexToNumber(pattern.material) : 0;
    const share = pattern?.material ? (pattern.materialShare ?? 0.5) : 0;
    const made = (color: number): number => apart(mixColor(color, material, share));
    const bases: Record<number, number> = {
      [WALL_PLAIN]: made(mixColor(groundAccent, ground, 0.25)),
      [WALL_TRIM]: made(mixColor(secondary, groundAccent, 0.35)),
      [WALL_OUTER]: made(mixColor(groundAccent, ground, 0.55)),
    };
    for (const tone of FPS_WALL_TONES) this.tones[tone] = new Uint32Array(WALL_COLOR_COUNT);
    for (const tile of [WALL_PLAIN, WALL_TRIM, WALL_OUTER]) {
      for (const side of [0, 1] as const) {
        const base = side === 0 ? (bases[tile] ?? 0) : shade(bases[tile] ?? 0, SIDE_SHADE);
        for (let level = 0; level < FOG_LEVELS; level++) {
          const fog = (level / (FOG_LEVELS - 1)) * MAX_FOG;
          const i = wallIndex(tile, side, level);
          this.wall[i] = mixColor(base, this.haze, fog);
          this.mortar[i] = mixColor(shade(base, MORTAR_SHADE), this.haze, fog);
          this.cap[i] = mixColor(mixColor(base, 0xffffff, CAP_LIGHTEN), this.haze, fog);
          for (const tone of FPS_WALL_TONES) {
            const toneBase =
              tone === 'mortar'
                ? shade(base, MORTAR_SHADE)
                : hexToNumber(fpsWallToneHex(tone, palette));
            const sided = side === 0 || tone === 'glow' ? toneBase : shade(toneBase, SIDE_SHADE);
            this.tones[tone][i] = mixColor(sided, this.haze, fog);
          }
        }
      }
    }
    // A floor as pale as the walls (a hospital's) flattens the maze: keep it a shade apart.
    const floorBase =
      Math.abs(lightness(ground) - lightness(bases[WALL_PLAIN] ?? 0)) < FLOOR_CONTRAST
        ? shade(ground, 0.72)
        : ground;
    const far = mixColor(floorBase, this.haze, 0.65);
    for (let band = 0; band < FLOOR_BANDS; band++) {
      const t = band / (FLOOR_BANDS - 1);
      this.floor[band] = mixColor(far, floorBase, Math.sqrt(t));
    }
  }
}

/** Table index of a wall colour. */
export function wallIndex(tile: number, side: 0 | 1, fogLevel: number): number {
  return ((Math.max(1, Math.min(3, tile)) - 1) * 2 + side) * FOG_LEVELS + fogLevel;
}

/** Haze level 0..FOG_LEVELS - 1 of a wall `distance` tiles away. */
export function fogLevelAt(distance: number): number {
  const t = Math.min(1, distance / FOG_DISTANCE) ** 0.8;
  return Math.min(FOG_LEVELS - 1, Math.floor(t * FOG_LEVELS));
}
