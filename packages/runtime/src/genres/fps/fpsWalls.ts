import type { GameObjects } from 'phaser';
import { EYE_HEIGHT, MAX_COLUMNS, WALL_HEIGHT, type FpsCamera } from './fpsCamera.js';
import {
  FLOOR_BANDS,
  fogLevelAt,
  wallIndex,
  type FpsColors,
  type WallPatternShape,
} from './fpsColors.js';
import type { FpsMaze } from './fpsMaze.js';
import { castRay, createRayHit } from './fpsRaycast.js';

/** Beyond this screen scale (px per tile) the pattern's lines are too fine to draw. */
const MIN_PATTERN_SCALE = 34;
/** Width of a seam between bricks, as a share of one brick. */
const SEAM_SHARE = 0.07;

/**
 * The raycaster's painter: each frame it clears one Graphics object and fills the floor bands,
 * then one column per cast ray (wall face, courses, seams and top edge, shaded by side and
 * haze), recording each column's distance in `depth` for the billboards. No allocation.
 */
export class FpsWalls {
  /** Perpendicular wall distance per drawn column. */
  readonly depth = new Float32Array(MAX_COLUMNS);
  private readonly hit = createRayHit();

  constructor(
    private readonly graphics: GameObjects.Graphics,
    private readonly maze: FpsMaze,
    private readonly colors: FpsColors,
    private readonly pattern: WallPatternShape,
  ) {}

  draw(camera: FpsCamera, x: number, y: number, angle: number): void {
    const g = this.graphics;
    const colors = this.colors;
    g.clear();
    const horizon = camera.horizonY;
    const floorHeight = camera.height - horizon;
    for (let band = 0; band < FLOOR_BANDS; band++) {
      // Bands grow towards the viewer, as floor tiles do.
      const t0 = (band / FLOOR_BANDS) ** 2;
      const t1 = ((band + 1) / FLOOR_BANDS) ** 2;
      g.fillStyle(colors.floor[band] ?? 0, 1);
      g.fillRect(0, horizon + t0 * floorHeight, camera.width, (t1 - t0) * floorHeight + 1);
    }
    const dirX = Math.cos(angle);
    const dirY = Math.sin(angle);
    const planeX = -dirY * camera.plane;
    const planeY = dirX * camera.plane;
    const hit = this.hit;
    const width = camera.columnWidth;
    const drawWidth = width + 0.6;
    for (let c = 0; c < camera.columns; c++) {
      const cameraX = (2 * (c + 0.5)) / camera.columns - 1;
      castRay(this.maze, x, y, dirX + planeX * cameraX, dirY + planeY * cameraX, hit);
      this.depth[c] = hit.distance;
      const scale = camera.projection / hit.distance;
      const top = horizon - (WALL_HEIGHT - EYE_HEIGHT) * scale;
      const bottom = horizon + EYE_HEIGHT * scale;
      const left = c * width;
      const index = wallIndex(hit.tile, hit.side, fogLevelAt(hit.distance));
      g.fillStyle(colors.wall[index] ?? 0, 1);
      g.fillRect(left, top, drawWidth, bottom - top);
      if (scale >= MIN_PATTERN_SCALE) this.drawPattern(left, drawWidth, top, bottom, scale, index);
      g.fillStyle(colors.cap[index] ?? 0, 1);
      g.fillRect(left, top, drawWidth, Math.max(1, scale * 0.035));
    }
  }

  /** Courses and seams of the wall pattern on one column. */
  private drawPattern(
    left: number,
    width: number,
    top: number,
    bottom: number,
    scale: number,
    index: number,
  ): void {
    const g = this.graphics;
    const { rows, seams, isOffset } = this.pattern;
    const rowHeight = (bottom - top) / rows;
    const line = Math.max(1, scale * 0.022);
    g.fillStyle(this.colors.mortar[index] ?? 0, 1);
    const u = this.hit.wallX * seams;
    for (let row = 0; row < rows; row++) {
      const rowTop = top + row * rowHeight;
      if (row > 0) g.fillRect(left, rowTop - line / 2, width, line);
      const shifted = u + (isOffset && row % 2 === 1 ? 0.5 : 0);
      const f = shifted - Math.floor(shifted);
      if (f < SEAM_SHARE * 0.5 || f > 1 - SEAM_SHARE * 0.5)
        g.fillRect(left, rowTop, width, rowHeight);
    }
  }
}
