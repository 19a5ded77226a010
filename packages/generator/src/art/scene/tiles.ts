import { PLATFORM_COURSE_SHAPES, type Palette, type PlatformCourse } from '@promptplay/contracts';
import type { PlatformerLevel } from '@promptplay/runtime/levels';
import { darken, lighten, outlineOf } from '../../color/colorMath.js';
import { d, el, ellipse, path, rect } from '../svg.js';

function isSolid(level: PlatformerLevel, x: number, y: number): boolean {
  if (x < 0 || x >= level.widthTiles || y < 0 || y >= level.heightTiles) return false;
  return level.solid[y * level.widthTiles + x] === 1;
}

/** Cheap stable hash of a cell, so stone speckles do not depend on draw order. */
function cellHash(x: number, y: number): number {
  let h = Math.imul(x + 374761393, 668265263) ^ Math.imul(y + 1442695041, 2246822519);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/**
 * The solid tiles of columns [fromColumn, toColumn): ground fill with stone speckles,
 * outlines on exposed edges and a scalloped grass/frosting cap on top surfaces.
 */
export function drawTiles(
  level: PlatformerLevel,
  palette: Palette,
  fromColumn: number,
  toColumn: number,
  course?: PlatformCourse,
): string {
  const size = level.tileSize;
  const ground = palette.ground;
  const edge = outlineOf(ground);
  const speckDark = darken(ground, 0.18);
  const speckLight = lighten(ground, 0.12);
  const cap = palette.groundAccent;
  const capLight = lighten(cap, 0.35);
  const capDark = darken(cap, 0.25);
  const fills: string[] = [];
  const details: string[] = [];
  const edges: (string | number)[] = [];
  const caps: string[] = [];
  const pieces: string[] = [];
  // Tiles with nothing under them are floating platforms: the named course's pieces, if any.
  const isCoursePiece = (x: number, y: number): boolean =>
    course !== undefined && !isSolid(level, x, y + 1) && y + 1 < level.heightTiles;

  for (let x = fromColumn; x < toColumn; x++) {
    for (let y = 0; y < level.heightTiles; y++) {
      if (!isSolid(level, x, y)) continue;
      const px = x * size;
      const py = y * size;
      if (course !== undefined && isCoursePiece(x, y)) {
        pieces.push(coursePiece(course, px, py, size));
        continue;
      }
      fills.push(rect(px - 0.5, py - 0.5, size + 1, size + 1, 0, ground));
      const hash = cellHash(x, y);
      details.push(
        rect(px + 4 + hash * 10, py + 8 + hash * 8, 9, 6, 3, speckDark),
        rect(px + 18 - hash * 6, py + 20 - hash * 4, 7, 5, 2.5, speckLight),
      );
      if (!isSolid(level, x - 1, y)) edges.push('M', px, py, 'L', px, py + size);
      if (!isSolid(level, x + 1, y)) edges.push('M', px + size, py, 'L', px + size, py + size);
      if (!isSolid(level, x, y + 1) && y + 1 < level.heightTiles)
        edges.push('M', px, py + size, 'L', px + size, py + size);
    }
  }
  // Caps are drawn per horizontal run of surface tiles so no seams show between tiles.
  for (let y = 0; y < level.heightTiles; y++) {
    let x = fromColumn;
    while (x < toColumn) {
      if (!isSolid(level, x, y) || isSolid(level, x, y - 1) || isCoursePiece(x, y)) {
        x++;
        continue;
      }
      const runStart = x;
      while (
        x < toColumn &&
        isSolid(level, x, y) &&
        !isSolid(level, x, y - 1) &&
        !isCoursePiece(x, y)
      )
        x++;
      if (course !== undefined) {
        // The ground is topped with the course's pieces (lily pads on the water), not grass.
        for (let column = runStart; column < x; column++)
          caps.push(coursePiece(course, column * size, y * size, size));
        continue;
      }
      caps.push(
        drawCapRun(runStart * size - 2, x * size + 2, y * size, size, {
          cap,
          capLight,
          capDark,
          edge,
        }),
      );
    }
  }
  const edgePath =
    edges.length > 0
      ? el('path', {
          d: d(edges),
          fill: 'none',
          stroke: edge,
          'stroke-width': 3,
          'stroke-linecap': 'round',
        })
      : '';
  return (
    fills.join('') +
    el('g', { opacity: 0.7 }, details.join('')) +
    edgePath +
    caps.join('') +
    pieces.join('')
  );
}

interface CapColors {
  cap: string;
  capLight: string;
  capDark: string;
  edge: string;
}

/** A grass/frosting cap from x0 to x1 on top of row y: flat top, one scallop per tile below. */
function drawCapRun(x0: number, x1: number, y: number, size: number, colors: CapColors): string {
  const scallops: (string | number)[] = [];
  for (let x = x1; x > x0 + 1; x -= size / 2) {
    const next = Math.max(x0, x - size / 2);
    scallops.push('Q', (x + next) / 2, y + 15, next, y + 9);
  }
  const lower = d(['M', x1, y + 9, ...scallops]);
  return (
    path(d(['M', x0, y - 2, 'L', x1, y - 2, 'L', x1, y + 9, ...scallops, 'Z']), colors.cap) +
    el('path', { d: lower, fill: 'none', stroke: colors.capDark, 'stroke-width': 2 }) +
    rect(x0, y - 2, x1 - x0, 3, 0, colors.capLight) +
    el('path', {
      d: d(['M', x0, y - 2, 'L', x1, y - 2]),
      stroke: colors.edge,
      'stroke-width': 3,
      'stroke-linecap': 'round',
    })
  );
}

/** One course piece (a lily pad, a cloud) on a tile, clipped to it as the runtime's tile is. */
function coursePiece(course: PlatformCourse, x: number, y: number, size: number): string {
  const shapes = PLATFORM_COURSE_SHAPES[course].map((shape) => {
    const style = shape.stroke ? { fill: shape.fill, outline: shape.stroke, width: 3 } : shape.fill;
    if (shape.kind === 'ellipse') return ellipse(shape.cx, shape.cy, shape.rx, shape.ry, style);
    if (shape.kind === 'rect') return rect(shape.x, shape.y, shape.w, shape.h, shape.r, style);
    return path(`M${shape.points.join(' ')}Z`, style);
  });
  return el('svg', { x, y, width: size, height: size, viewBox: '0 0 64 64' }, shapes.join(''));
}
