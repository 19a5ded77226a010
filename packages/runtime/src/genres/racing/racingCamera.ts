import { PLAYER_Z } from './racingRules.js';

/** Nearest depth the road is drawn at, metres in front of the camera. */
const MIN_DEPTH = 0.8;

/**
 * Behind-the-car perspective in CSS pixels: where the horizon sits, where the player's car
 * stands, and how metres at a depth become pixels. `layout` on start and on resize.
 */
export class RacingCamera {
  width = 0;
  height = 0;
  horizonY = 0;
  /** Screen y of the road under the player's car. */
  carY = 0;
  /** Pixels per metre sideways at 1 metre of depth. */
  focal = 1;
  /** Pixels per metre of camera height at 1 metre of depth. */
  lift = 1;
  /** Depth of the screen's bottom edge. */
  nearDepth = MIN_DEPTH;

  layout(cssWidth: number, cssHeight: number, reservedBottom: number, roadHalfWidth: number): void {
    this.width = cssWidth;
    this.height = cssHeight;
    const playArea = cssHeight - reservedBottom;
    this.carY = Math.round(Math.max(playArea - 12, cssHeight * 0.55));
    this.horizonY = Math.round(Math.min(cssHeight * 0.4, this.carY - 150));
    const below = this.carY - this.horizonY;
    const roadHalfPx = Math.min(cssWidth * 0.47, below * 1.05);
    this.focal = (roadHalfPx * PLAYER_Z) / roadHalfWidth;
    this.lift = below * PLAYER_Z;
    this.nearDepth = Math.max(MIN_DEPTH, this.lift / Math.max(1, cssHeight - this.horizonY));
  }

  /** Screen y of the road at `depth` metres ahead of the camera. */
  roadY(depth: number): number {
    return this.horizonY + this.lift / depth;
  }

  /** Pixels per metre at `depth`. */
  scaleAt(depth: number): number {
    return this.focal / depth;
  }
}
