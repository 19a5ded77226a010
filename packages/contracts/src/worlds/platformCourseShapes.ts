import type { PlatformCourse } from './platformer.js';

/**
 * How each course's floating platform tile is painted, in a 64×64 tile whose top edge (y = 0)
 * is where the hero stands; what no shape covers stays see-through. Both the runtime's tile
 * texture and the generator's screenshot paint these, so the two always match.
 */
export type CourseShape =
  | {
      kind: 'ellipse';
      cx: number;
      cy: number;
      rx: number;
      ry: number;
      fill: string;
      stroke?: string;
    }
  | {
      kind: 'rect';
      x: number;
      y: number;
      w: number;
      h: number;
      r: number;
      fill: string;
      stroke?: string;
    }
  | { kind: 'poly'; points: readonly number[]; fill: string; stroke?: string };

const E = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  stroke?: string,
): CourseShape => ({ kind: 'ellipse', cx, cy, rx, ry, fill, ...(stroke ? { stroke } : {}) });
const R = (
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string,
  stroke?: string,
): CourseShape => ({ kind: 'rect', x, y, w, h, r, fill, ...(stroke ? { stroke } : {}) });
const P = (points: readonly number[], fill: string, stroke?: string): CourseShape => ({
  kind: 'poly',
  points,
  fill,
  ...(stroke ? { stroke } : {}),
});

const CLOUD_PUFFS = [
  E(18, 16, 14, 12, '#ffffff'),
  E(36, 11, 15, 13, '#ffffff'),
  E(51, 17, 11, 10, '#ffffff'),
];
const ROOF_SCALLOPS = [22, 40, 58].flatMap((y, row) =>
  [0, 16, 32, 48, 64].map((x) => E(x + (row % 2) * 8, y, 9, 8, '#c8574a', '#7a2a22')),
);

/** Each course's tile, back to front. */
// prettier-ignore
export const PLATFORM_COURSE_SHAPES: Readonly<Record<PlatformCourse, readonly CourseShape[]>> = {
  // A round green pad with its notch, floating on the water.
  lilyPad: [
    E(32, 14, 31, 12, '#3f9a3f', '#1f5a24'), E(32, 12, 26, 9, '#5cbf4f'),
    P([32, 13, 60, 7, 62, 15], '#2a6e2e'), E(20, 9, 8, 3, '#8fdc7a'),
  ],
  // A rounded grey stone, mossy on top.
  stone: [
    E(32, 20, 30, 18, '#8d8f99', '#4a4c56'), E(30, 12, 22, 8, '#b4b6c0'),
    E(44, 7, 9, 3, '#6fa04a'), E(19, 10, 6, 2.5, '#d8dae2'),
  ],
  // A white puff with a blue-grey belly.
  cloud: [
    E(32, 22, 30, 11, '#ffffff', '#b8c8e0'), ...CLOUD_PUFFS.map((p) => ({ ...p, stroke: '#b8c8e0' })),
    E(32, 22, 29, 10, '#ffffff'), ...CLOUD_PUFFS, E(32, 29, 22, 3, '#dce6f5'),
  ],
  // A floating log, bark and a cut end with its rings.
  log: [
    R(0, 4, 64, 26, 13, '#8a5a32', '#4a2c14'), R(4, 7, 50, 5, 2.5, '#a8743f'),
    R(12, 17, 20, 2.5, 1, '#5e3a1c'), R(30, 23, 18, 2.5, 1, '#5e3a1c'),
    E(56, 17, 6, 12, '#d9a86a', '#4a2c14'), E(56, 17, 2.5, 5, '#b07a44'),
  ],
  // A floe of ice with snow on top.
  ice: [
    P([1, 4, 63, 4, 58, 28, 6, 28], '#a9dcf2', '#4f8fb0'), R(1, 1, 62, 8, 3, '#f4fbff', '#4f8fb0'),
    P([20, 12, 27, 20, 23, 25, 25, 20], '#6fb3d6'),
  ],
  // A roof: a dark ridge over rows of clay tiles.
  roof: [R(0, 4, 64, 60, 0, '#9c3a30'), ...ROOF_SCALLOPS, R(0, 0, 64, 9, 3, '#6a241c', '#3e120c')],
};
