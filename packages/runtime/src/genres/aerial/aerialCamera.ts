import { clamp } from '../../kit/math.js';
import { FIELD_HEIGHT } from './aerialRules.js';

/** CSS pixels kept clear at the top for the kit's HUD (score, hearts, pause). */
const HUD_HEIGHT = 100;
/** The vehicle flies at this share of the screen's width. */
const VEHICLE_SCREEN_SHARE = 0.27;
/** Never fewer metres across than this (portrait: see far enough ahead)... */
const MIN_VISIBLE_METERS = 46;
/** ...and never more (landscape: the vehicle stays big enough to read). */
const MAX_VISIBLE_METERS = 150;

/**
 * Side view in CSS pixels: how many pixels a metre is, where the vehicle flies across, and
 * which altitudes are on screen. On a tall screen the whole flight field fits above the
 * ground band; on a wide one the view follows the vehicle up and down.
 */
export class AerialCamera {
  width = 0;
  height = 0;
  pixelsPerMeter = 1;
  /** Screen x of the vehicle. */
  vehicleX = 0;
  /** Screen y of the lowest altitude shown (`bottom`). */
  baseY = 0;
  /** Altitude shown at baseY: 0 unless the field is taller than the screen. */
  bottom = 0;
  /** Height of the ground band under the field. */
  groundBand = 0;
  private visibleMeters = FIELD_HEIGHT;

  layout(cssWidth: number, cssHeight: number, reservedBottom: number): void {
    this.width = cssWidth;
    this.height = cssHeight;
    this.groundBand = clamp(Math.round(cssHeight * 0.06), 28, 56);
    this.baseY = cssHeight - Math.max(this.groundBand, reservedBottom);
    const available = Math.max(80, this.baseY - HUD_HEIGHT);
    const fit = available / FIELD_HEIGHT;
    this.pixelsPerMeter = Math.min(
      Math.max(fit, cssWidth / MAX_VISIBLE_METERS),
      cssWidth / MIN_VISIBLE_METERS,
    );
    this.visibleMeters = available / this.pixelsPerMeter;
    this.vehicleX = Math.round(cssWidth * VEHICLE_SCREEN_SHARE);
    this.bottom = clamp(this.bottom, 0, this.maxBottom);
  }

  private get maxBottom(): number {
    return Math.max(0, FIELD_HEIGHT - this.visibleMeters);
  }

  /** Moves the view towards keeping `altitude` in its middle (`blend` 1 snaps). */
  follow(altitude: number, blend: number): void {
    const target = clamp(altitude - this.visibleMeters / 2, 0, this.maxBottom);
    this.bottom += (target - this.bottom) * blend;
  }

  /** Screen x of distance x when the vehicle is at distance `vehicleDistance`. */
  screenX(x: number, vehicleDistance: number): number {
    return this.vehicleX + (x - vehicleDistance) * this.pixelsPerMeter;
  }

  /** Screen y of an altitude. */
  screenY(altitude: number): number {
    return this.baseY - (altitude - this.bottom) * this.pixelsPerMeter;
  }

  /** Metres of the course visible behind and ahead of the vehicle. */
  get metersBehind(): number {
    return this.vehicleX / this.pixelsPerMeter;
  }

  get metersAhead(): number {
    return (this.width - this.vehicleX) / this.pixelsPerMeter;
  }
}
