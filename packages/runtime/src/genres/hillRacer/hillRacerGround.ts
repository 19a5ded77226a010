import type { Palette } from '@promptplay/contracts';
import type { GameObjects } from 'phaser';
import { fillEllipseFan } from '../../kit/fanShapes.js';
import { hexToNumber, mixHex } from '../../kit/uiTheme.js';
import type { HillRacerCamera } from './hillRacerCamera.js';
import { TERRAIN_SPACING } from './hillRacerRules.js';
import { heightAt, type HillTrack } from './hillRacerTrack.js';

/** Thickness of the grass band and of the darker crust under it, metres. */
const GRASS = 0.28;
const CRUST = 0.55;
/** A darker layer of earth deeper down, metres under the surface. */
const STRATA_TOP = 1.6;
const STRATA_BOTTOM = 2.6;
const POLE_HEIGHT = 2.6;
const FINISH_HEIGHT = 3.6;
const FINISH_WIDTH = 4.2;
/** Pebbles are a few pixels across: an octagon reads as round. */
const PEBBLE_SIDES = 8;

interface GroundColors {
  ground: number;
  crust: number;
  grass: number;
  grassLight: number;
  pebble: number;
  strata: number;
  pole: number;
  pennant: number;
  pennantDone: number;
}

function groundColors(palette: Palette): GroundColors {
  return {
    ground: hexToNumber(palette.ground),
    crust: hexToNumber(mixHex(palette.ground, '#000000', 0.25)),
    grass: hexToNumber(palette.groundAccent),
    grassLight: hexToNumber(mixHex(palette.groundAccent, '#ffffff', 0.3)),
    pebble: hexToNumber(mixHex(palette.ground, '#000000', 0.18)),
    strata: hexToNumber(mixHex(palette.ground, '#000000', 0.08)),
    pole: 0xeeeeee,
    pennant: hexToNumber(palette.primary),
    pennantDone: hexToNumber(palette.accent),
  };
}

/**
 * Paints the course into one Graphics object each frame, only where the camera looks: the
 * ground as a filled polygon in the world's ground colour (column by column from the seeded
 * heightfield), a darker crust, the grass band in the accent colour with a light rim, pebbles,
 * the checkpoint pennants and the chequered finish arch. Nothing is allocated per frame.
 */
export class HillRacerGround {
  private readonly colors: GroundColors;

  constructor(
    private readonly graphics: GameObjects.Graphics,
    private readonly track: HillTrack,
    palette: Palette,
  ) {
    this.colors = groundColors(palette);
  }

  /** A band of `thickness` metres under the surface between two columns. */
  private band(
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    from: number,
    to: number,
    color: number,
  ): void {
    const g = this.graphics;
    g.fillStyle(color, 1);
    g.fillTriangle(x0, y0 + from, x1, y1 + from, x1, y1 + to);
    g.fillTriangle(x0, y0 + from, x1, y1 + to, x0, y0 + to);
  }

  draw(camera: HillRacerCamera, checkpointsPassed: number): void {
    const g = this.graphics;
    const c = this.colors;
    const track = this.track;
    const ppm = camera.ppm;
    g.clear();
    const first = Math.max(0, Math.floor((camera.left - 1 - track.startX) / TERRAIN_SPACING));
    const last = Math.min(
      track.heights.length - 1,
      Math.ceil((camera.right + 1 - track.startX) / TERRAIN_SPACING),
    );
    // Columns wider than a few pixels are drawn every sample; on a far zoom every other one.
    const stride = ppm * TERRAIN_SPACING < 6 ? 2 : 1;
    const bottom = camera.height + 4;
    for (let i = first; i < last; i += stride) {
      const j = Math.min(last, i + stride);
      const x0 = camera.screenX(track.startX + i * TERRAIN_SPACING);
      const x1 = camera.screenX(track.startX + j * TERRAIN_SPACING) + 0.6;
      const y0 = camera.screenY(track.heights[i] ?? 0);
      const y1 = camera.screenY(track.heights[j] ?? 0);
      g.fillStyle(c.ground, 1);
      g.fillTriangle(x0, y0, x1, y1, x1, bottom);
      g.fillTriangle(x0, y0, x1, bottom, x0, bottom);
      this.band(x0, y0, x1, y1, STRATA_TOP * ppm, STRATA_BOTTOM * ppm, c.strata);
      this.band(x0, y0, x1, y1, GRASS * ppm * 0.6, CRUST * ppm, c.crust);
      this.band(x0, y0, x1, y1, -1, GRASS * ppm, c.grass);
      this.band(x0, y0, x1, y1, -1, Math.max(2, 0.06 * ppm), c.grassLight);
    }
    g.fillStyle(c.pebble, 1);
    for (let p = 0; p < track.pebbleX.length; p++) {
      const x = track.pebbleX[p] ?? 0;
      if (x < camera.left - 1 || x > camera.right + 1) continue;
      const y = heightAt(track, x) - (track.pebbleDepth[p] ?? 1);
      const sy = camera.screenY(y);
      if (sy > bottom) continue;
      const size = (track.pebbleSize[p] ?? 0.1) * ppm;
      fillEllipseFan(g, camera.screenX(x), sy, size * 1.1, size * 0.75, PEBBLE_SIDES);
    }
    for (let k = 0; k < track.checkpointX.length; k++) {
      const x = track.checkpointX[k] ?? 0;
      if (x < camera.left - 2 || x > camera.right + 2) continue;
      this.pennant(camera, x, k < checkpointsPassed);
    }
    if (track.length > camera.left - FINISH_WIDTH && track.length < camera.right + FINISH_WIDTH)
      this.finishArch(camera);
  }

  private pennant(camera: HillRacerCamera, x: number, isPassed: boolean): void {
    const g = this.graphics;
    const ppm = camera.ppm;
    const sx = camera.screenX(x);
    const base = camera.screenY(heightAt(this.track, x));
    const top = base - POLE_HEIGHT * ppm;
    g.fillStyle(0x000000, 0.35);
    g.fillRect(sx - 0.06 * ppm, top, 0.16 * ppm, POLE_HEIGHT * ppm);
    g.fillStyle(this.colors.pole, 1);
    g.fillRect(sx - 0.08 * ppm, top, 0.12 * ppm, POLE_HEIGHT * ppm);
    g.fillStyle(isPassed ? this.colors.pennantDone : this.colors.pennant, 1);
    g.fillTriangle(
      sx + 0.04 * ppm,
      top,
      sx + 1.1 * ppm,
      top + 0.35 * ppm,
      sx + 0.04 * ppm,
      top + 0.7 * ppm,
    );
  }

  private finishArch(camera: HillRacerCamera): void {
    const g = this.graphics;
    const ppm = camera.ppm;
    const x = this.track.length;
    const base = camera.screenY(heightAt(this.track, x));
    const top = base - FINISH_HEIGHT * ppm;
    const left = camera.screenX(x - FINISH_WIDTH / 2);
    const right = camera.screenX(x + FINISH_WIDTH / 2);
    g.fillStyle(this.colors.pole, 1);
    g.fillRect(left - 0.1 * ppm, top, 0.2 * ppm, FINISH_HEIGHT * ppm);
    g.fillRect(right - 0.1 * ppm, top, 0.2 * ppm, FINISH_HEIGHT * ppm);
    const cell = 0.35 * ppm;
    const columns = Math.max(1, Math.round((right - left) / cell));
    const width = (right - left) / columns;
    for (let row = 0; row < 2; row++)
      for (let col = 0; col < columns; col++) {
        g.fillStyle((row + col) % 2 === 0 ? 0x111111 : 0xffffff, 1);
        g.fillRect(left + col * width, top + row * cell, width + 0.5, cell + 0.5);
      }
    // The finish line across the ground.
    g.fillStyle(0xffffff, 0.85);
    g.fillRect(camera.screenX(x) - 0.1 * ppm, base - 0.1 * ppm, 0.2 * ppm, 0.5 * ppm);
  }
}
