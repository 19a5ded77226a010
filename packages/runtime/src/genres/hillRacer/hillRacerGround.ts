import type { Palette } from '@promptplay/contracts';
import type { GameObjects, Scene } from 'phaser';
import type { HillRacerCamera } from './hillRacerCamera.js';
import { groundColors, type GroundColors } from './hillRacerGroundColors.js';
import { HillRacerTerrainCache } from './hillRacerTerrainCache.js';
import { heightAt, type HillTrack } from './hillRacerTrack.js';

const POLE_HEIGHT = 2.6;
const FINISH_HEIGHT = 3.6;
const FINISH_WIDTH = 4.2;
/** Depth of the ground's layers in the scene: under the pickups and the vehicle. */
const GROUND_DEPTH = 1;

/**
 * The course: the ground from its cache of painted chunks (hillRacerTerrainCache.ts), which
 * only move with the camera, and over it, redrawn each frame where the camera looks, the few
 * shapes that change: the checkpoint pennants (they change colour once passed) and the
 * chequered finish arch. Nothing is allocated per frame.
 */
export class HillRacerGround {
  private readonly colors: GroundColors;
  private readonly terrain: HillRacerTerrainCache;
  private readonly graphics: GameObjects.Graphics;
  /** True when the last frame drew a pennant or the arch, so the Graphics holds shapes. */
  private hasShapes = false;

  constructor(
    scene: Scene,
    private readonly track: HillTrack,
    palette: Palette,
    textureKey: string,
    pixelRatio: number,
  ) {
    this.colors = groundColors(palette);
    this.terrain = new HillRacerTerrainCache(
      scene,
      track,
      this.colors,
      textureKey,
      pixelRatio,
      GROUND_DEPTH,
    );
    this.graphics = scene.add.graphics().setDepth(GROUND_DEPTH + 0.2);
  }

  /** The screen's size or resting zoom changed: the ground is painted again at its scale. */
  layout(camera: HillRacerCamera): void {
    this.terrain.layout(camera);
  }

  draw(camera: HillRacerCamera, checkpointsPassed: number): void {
    const track = this.track;
    this.terrain.draw(camera);
    if (this.hasShapes) this.graphics.clear();
    this.hasShapes = false;
    for (let k = 0; k < track.checkpointX.length; k++) {
      const x = track.checkpointX[k] ?? 0;
      if (x < camera.left - 2 || x > camera.right + 2) continue;
      this.pennant(camera, x, k < checkpointsPassed);
      this.hasShapes = true;
    }
    if (track.length > camera.left - FINISH_WIDTH && track.length < camera.right + FINISH_WIDTH) {
      this.finishArch(camera);
      this.hasShapes = true;
    }
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
