import { clamp } from '../../kit/math.js';

/**
 * Metres of course the screen shows across at the least (portrait phones), standing still: close
 * enough that the named vehicle and its driver read at a glance on the first frame; the view
 * widens with speed (SPEED_ZOOM_OUT) to about 14 m.
 */
const MIN_VISIBLE_METERS = 10.5;
/** Metres of height the play area shows at the least (landscape phones). */
const MIN_VISIBLE_HEIGHT = 8.5;
/** Share of the width left of the vehicle: the rest is the road ahead. */
const ANCHOR_X = 0.32;
/** Share of the play area's height above the vehicle. */
const ANCHOR_Y = 0.6;
/** Seconds of travel the camera looks ahead, and at most this many metres. */
const LOOK_AHEAD_SECONDS = 0.35;
const MAX_LOOK_AHEAD = 5;
/** At full speed the view zooms out by this share. */
const SPEED_ZOOM_OUT = 0.25;
const ZOOM_SPEED = 20;

/**
 * Side-view camera in CSS pixels: follows the vehicle with look-ahead and smoothing, zooms out a
 * little at speed, and keeps the road above the touch controls. `layout` on start and resize,
 * `follow` every frame.
 */
export class HillRacerCamera {
  width = 0;
  height = 0;
  /** Bottom of the area not covered by touch controls. */
  playBottom = 0;
  /** Pixels per metre now, and without speed zoom. */
  ppm = 30;
  basePpm = 30;
  anchorX = 0;
  anchorY = 0;
  /** World point shown at the anchor. */
  x = 0;
  y = 0;

  layout(cssWidth: number, cssHeight: number, reservedBottom: number): void {
    this.width = cssWidth;
    this.height = cssHeight;
    this.playBottom = Math.max(cssHeight * 0.55, cssHeight - reservedBottom);
    this.basePpm = clamp(
      Math.min(cssWidth / MIN_VISIBLE_METERS, this.playBottom / MIN_VISIBLE_HEIGHT),
      16,
      72,
    );
    this.anchorX = cssWidth * ANCHOR_X;
    this.anchorY = this.playBottom * ANCHOR_Y;
  }

  /** Snaps to the vehicle at (x, y). */
  snap(x: number, y: number): void {
    this.x = x;
    this.y = y;
    this.ppm = this.basePpm;
  }

  /** Moves towards the vehicle at (x, y) going (vx, speed) over `seconds`. */
  follow(x: number, y: number, vx: number, speed: number, seconds: number): void {
    const ahead = clamp(vx * LOOK_AHEAD_SECONDS, -2, MAX_LOOK_AHEAD);
    const blendX = 1 - Math.exp(-seconds * 4);
    const blendY = 1 - Math.exp(-seconds * 6);
    this.x += (x + ahead - this.x) * blendX;
    this.y += (y - this.y) * blendY;
    // Never let the vehicle leave the screen, however fast it goes.
    const margin = (this.width * 0.28) / this.ppm;
    this.x = clamp(this.x, x - margin, x + margin);
    const targetPpm = this.basePpm * (1 - SPEED_ZOOM_OUT * clamp(speed / ZOOM_SPEED, 0, 1));
    this.ppm += (targetPpm - this.ppm) * (1 - Math.exp(-seconds * 1.5));
  }

  screenX(worldX: number): number {
    return this.anchorX + (worldX - this.x) * this.ppm;
  }

  screenY(worldY: number): number {
    return this.anchorY - (worldY - this.y) * this.ppm;
  }

  /** World x at the screen's left and right edges. */
  get left(): number {
    return this.x - this.anchorX / this.ppm;
  }

  get right(): number {
    return this.x + (this.width - this.anchorX) / this.ppm;
  }
}
