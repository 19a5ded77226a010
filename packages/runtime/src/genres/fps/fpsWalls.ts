import type { GameObjects } from 'phaser';
import { EYE_HEIGHT, MAX_COLUMNS, WALL_HEIGHT, type FpsCamera } from './fpsCamera.js';
import { FLOOR_BANDS, fogLevelAt, wallIndex, type FpsColors } from './fpsColors.js';
import type { FpsMaze } from './fpsMaze.js';
import { castRay, createRayHit } from './fpsRaycast.js';
import { nextWallRunEnd } from './fpsWallRuns.js';
import type { FpsWallFeature, FpsWallShape } from '@promptplay/contracts';

/** Beyond this screen scale (px per tile) the pattern's lines are too fine to draw. */
const MIN_PATTERN_SCALE = 34;
/** Windows, lights and beams are bigger: they show from further away. */
const MIN_FEATURE_SCALE = 12;
/** Wall height per tile width: an arch's rise in face units (v) per unit of its width (u). */
const ARCH_RISE = 1 / WALL_HEIGHT;
/** Width of a seam between bricks, as a share of one brick. */
const SEAM_SHARE = 0.07;
/** Overdraw to the right of each column or run, so no gap shows between neighbours. */
const OVERLAP = 0.6;

/**
 * The raycaster's painter: casts one ray per screen column (recording each column's distance in
 * `depth` for the billboards), then paints the floor bands and the walls run by run: columns
 * that see the same wall face in the same shade are one quad (a flat face's top and bottom are
 * straight lines on screen), with its courses and top edge as quads too and only the seams per
 * column. A few dozen shapes per frame instead of several per column; nothing is allocated, and
 * nothing is redrawn while the view stands still.
 */
export class FpsWalls {
  /** Perpendicular wall distance per drawn column. */
  readonly depth = new Float32Array(MAX_COLUMNS);
  private readonly face = new Float64Array(MAX_COLUMNS);
  private readonly shade = new Int32Array(MAX_COLUMNS);
  private readonly top = new Float32Array(MAX_COLUMNS);
  private readonly bottom = new Float32Array(MAX_COLUMNS);
  private readonly scale = new Float32Array(MAX_COLUMNS);
  private readonly wallX = new Float32Array(MAX_COLUMNS);
  private readonly hit = createRayHit();
  /** Screen corners of the run being painted (reused). */
  private readonly run = {
    x0: 0,
    x1: 0,
    top0: 0,
    top1: 0,
    bottom0: 0,
    bottom1: 0,
    scale0: 0,
    scale1: 0,
  };
  /** The view last drawn: while it stays the same, the Graphics keeps its shapes. */
  private readonly drawn = { x: Number.NaN, y: 0, angle: 0, width: 0, height: 0, horizon: 0 };

  constructor(
    private readonly graphics: GameObjects.Graphics,
    private readonly maze: FpsMaze,
    private readonly colors: FpsColors,
    private readonly pattern: FpsWallShape,
  ) {}

  draw(camera: FpsCamera, x: number, y: number, angle: number): void {
    const drawn = this.drawn;
    if (
      drawn.x === x &&
      drawn.y === y &&
      drawn.angle === angle &&
      drawn.width === camera.width &&
      drawn.height === camera.height &&
      drawn.horizon === camera.horizonY
    )
      return;
    drawn.x = x;
    drawn.y = y;
    drawn.angle = angle;
    drawn.width = camera.width;
    drawn.height = camera.height;
    drawn.horizon = camera.horizonY;
    this.cast(camera, x, y, angle);
    this.graphics.clear();
    this.drawFloor(camera);
    const columns = camera.columns;
    for (let first = 0; first < columns;) {
      const last = nextWallRunEnd(this.face, this.shade, first, columns);
      this.drawRun(camera.columnWidth, first, last);
      first = last + 1;
    }
  }

  /** One ray per column: distance, face, shade and the wall's top and bottom on screen. */
  private cast(camera: FpsCamera, x: number, y: number, angle: number): void {
    const dirX = Math.cos(angle);
    const dirY = Math.sin(angle);
    const planeX = -dirY * camera.plane;
    const planeY = dirX * camera.plane;
    const hit = this.hit;
    const horizon = camera.horizonY;
    for (let c = 0; c < camera.columns; c++) {
      const cameraX = (2 * (c + 0.5)) / camera.columns - 1;
      castRay(this.maze, x, y, dirX + planeX * cameraX, dirY + planeY * cameraX, hit);
      const scale = camera.projection / hit.distance;
      this.depth[c] = hit.distance;
      this.face[c] = hit.face;
      this.shade[c] = wallIndex(hit.tile, hit.side, fogLevelAt(hit.distance));
      this.scale[c] = scale;
      this.top[c] = horizon - (WALL_HEIGHT - EYE_HEIGHT) * scale;
      this.bottom[c] = horizon + EYE_HEIGHT * scale;
      this.wallX[c] = hit.wallX;
    }
  }

  private drawFloor(camera: FpsCamera): void {
    const g = this.graphics;
    const horizon = camera.horizonY;
    const floorHeight = camera.height - horizon;
    for (let band = 0; band < FLOOR_BANDS; band++) {
      // Bands grow towards the viewer, as floor tiles do.
      const t0 = (band / FLOOR_BANDS) ** 2;
      const t1 = ((band + 1) / FLOOR_BANDS) ** 2;
      g.fillStyle(this.colors.floor[band] ?? 0, 1);
      g.fillRect(0, horizon + t0 * floorHeight, camera.width, (t1 - t0) * floorHeight + 1);
    }
  }

  /** Columns `first..last` (one face, one shade): wall, courses, seams and top edge. */
  private drawRun(width: number, first: number, last: number): void {
    const index = this.shade[first] ?? 0;
    const colors = this.colors;
    const run = this.run;
    run.x0 = first * width;
    run.x1 = (last + 1) * width + OVERLAP;
    run.top0 = runEdge(this.top, first, last, width, false);
    run.top1 = runEdge(this.top, first, last, width, true);
    run.bottom0 = runEdge(this.bottom, first, last, width, false);
    run.bottom1 = runEdge(this.bottom, first, last, width, true);
    run.scale0 = runEdge(this.scale, first, last, width, false);
    run.scale1 = runEdge(this.scale, first, last, width, true);
    this.quad(run.top0, run.top1, run.bottom0, run.bottom1, colors.wall[index] ?? 0);
    const runScale = Math.max(run.scale0, run.scale1);
    if (runScale >= MIN_PATTERN_SCALE) this.drawPattern(width, first, last, index);
    if (runScale >= MIN_FEATURE_SCALE) {
      for (const feature of this.pattern.features)
        this.drawFeature(feature, width, first, last, index);
    }
    const cap0 = run.top0 + Math.max(1, run.scale0 * 0.035);
    const cap1 = run.top1 + Math.max(1, run.scale1 * 0.035);
    this.quad(run.top0, run.top1, cap0, cap1, colors.cap[index] ?? 0);
  }

  /** Courses across the run (quads) and the seams of the columns they fall on. */
  private drawPattern(width: number, first: number, last: number, index: number): void {
    const g = this.graphics;
    const run = this.run;
    const { rows, seams, isOffset } = this.pattern;
    const color = this.colors.mortar[index] ?? 0;
    const half0 = Math.max(1, run.scale0 * 0.022) / 2;
    const half1 = Math.max(1, run.scale1 * 0.022) / 2;
    for (let row = 1; row < rows; row++) {
      const y0 = run.top0 + (row / rows) * (run.bottom0 - run.top0);
      const y1 = run.top1 + (row / rows) * (run.bottom1 - run.top1);
      this.quad(y0 - half0, y1 - half1, y0 + half0, y1 + half1, color);
    }
    g.fillStyle(color, 1);
    for (let c = first; c <= last; c++) {
      const top = this.top[c] ?? 0;
      const rowHeight = ((this.bottom[c] ?? 0) - top) / rows;
      const u = (this.wallX[c] ?? 0) * seams;
      for (let row = 0; row < rows; row++) {
        const shifted = u + (isOffset && row % 2 === 1 ? 0.5 : 0);
        const f = shifted - Math.floor(shifted);
        if (f < SEAM_SHARE * 0.5 || f > 1 - SEAM_SHARE * 0.5)
          g.fillRect(c * width, top + row * rowHeight, width + OVERLAP, rowHeight);
      }
    }
  }

  /**
   * One feature of the pattern on the columns `first..last` that fall inside it, tile after
   * tile: a straight feature is one quad per stretch of columns inside it (its edges are
   * straight lines on a flat face), an arched one a slice per column under its rounded top.
   */
  private drawFeature(
    feature: FpsWallFeature,
    width: number,
    first: number,
    last: number,
    index: number,
  ): void {
    this.graphics.fillStyle(this.colors.tones[feature.tone][index] ?? 0, 1);
    let start = -1;
    for (let c = first; c <= last + 1; c++) {
      const u = c <= last ? (this.wallX[c] ?? 0) : -1;
      const isInside = u >= feature.u0 && u < feature.u1;
      if (isInside && feature.isArched === true) this.archSlice(feature, width, c, u);
      else if (isInside && start < 0) start = c;
      else if (!isInside && start >= 0) {
        this.featureQuad(feature, width, start, c - 1);
        start = -1;
      }
    }
  }

  /** Columns `a..b` of a straight feature as one quad. */
  private featureQuad(feature: FpsWallFeature, width: number, a: number, b: number): void {
    const topA = this.top[a] ?? 0;
    const topB = this.top[b] ?? 0;
    const heightA = (this.bottom[a] ?? 0) - topA;
    const heightB = (this.bottom[b] ?? 0) - topB;
    const x0 = a * width;
    const x1 = (b + 1) * width + OVERLAP;
    const g = this.graphics;
    const y0 = topA + feature.v0 * heightA;
    const y1 = topB + feature.v0 * heightB;
    const y2 = topB + feature.v1 * heightB;
    const y3 = topA + feature.v1 * heightA;
    g.fillTriangle(x0, y0, x1, y1, x1, y2);
    g.fillTriangle(x0, y0, x1, y2, x0, y3);
  }

  /** Column `c` of an arched feature, its top on the half circle at `u`. */
  private archSlice(feature: FpsWallFeature, width: number, c: number, u: number): void {
    const top = this.top[c] ?? 0;
    const height = (this.bottom[c] ?? 0) - top;
    const halfWidth = (feature.u1 - feature.u0) / 2;
    // The arch rises as tall as it is wide (a face is 1 tile wide, WALL_HEIGHT tall).
    const x = (u - feature.u0 - halfWidth) / halfWidth;
    const v0 = feature.v0 + halfWidth * (1 - Math.sqrt(Math.max(0, 1 - x * x))) * ARCH_RISE;
    this.graphics.fillRect(
      c * width,
      top + v0 * height,
      width + OVERLAP,
      (feature.v1 - v0) * height,
    );
  }

  /** A four-cornered shape across the current run, its sides vertical. */
  private quad(top0: number, top1: number, bottom0: number, bottom1: number, color: number): void {
    const g = this.graphics;
    const { x0, x1 } = this.run;
    g.fillStyle(color, 1);
    g.fillTriangle(x0, top0, x1, top1, x1, bottom1);
    g.fillTriangle(x0, top0, x1, bottom1, x0, bottom0);
  }
}

/**
 * A per-column screen value at the left (`atEnd` false) or right edge of the run `first..last`:
 * the first and last column centres' values extended along the straight line through them.
 */
function runEdge(
  values: Float32Array,
  first: number,
  last: number,
  width: number,
  atEnd: boolean,
): number {
  const a = values[first] ?? 0;
  const b = values[last] ?? 0;
  const slope = last > first ? (b - a) / ((last - first) * width) : 0;
  return atEnd ? b + slope * (width / 2 + OVERLAP) : a - slope * (width / 2);
}
