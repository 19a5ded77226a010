import { clamp } from './math.js';
import { isWithin, type TouchLayout } from './touchLayout.js';

/** Share of the stick's radius that counts as centred (no movement). */
export const STICK_DEAD_ZONE = 0.2;
/** A stick axis past this (after the dead zone) also holds that direction's button. */
export const STICK_DIRECTION_THRESHOLD = 0.4;

export interface TouchPoint {
  /** Stable per finger (Phaser pointer id). */
  id: number;
  x: number;
  y: number;
  isDown: boolean;
}

/** Which on-screen controls are held; written in place every frame. */
export interface TouchControlsState {
  left: boolean;
  right: boolean;
  up: boolean;
  down: boolean;
  jump: boolean;
  action: boolean;
  moveX: number;
  moveY: number;
  /** Knob offset from the stick centre in CSS pixels, for drawing. */
  knobX: number;
  knobY: number;
}

export function createTouchControlsState(): TouchControlsState {
  return {
    left: false,
    right: false,
    up: false,
    down: false,
    jump: false,
    action: false,
    moveX: 0,
    moveY: 0,
    knobX: 0,
    knobY: 0,
  };
}

/**
 * Turns a stick offset (CSS pixels from its centre) into moveX / moveY in -1..1: zero inside the
 * dead zone, then rising smoothly to length 1 at the rim, and the direction buttons past the
 * threshold.
 */
export function readStick(dx: number, dy: number, radius: number, out: TouchControlsState): void {
  const nx = dx / radius;
  const ny = dy / radius;
  const length = Math.sqrt(nx * nx + ny * ny);
  if (length <= STICK_DEAD_ZONE) {
    out.moveX = 0;
    out.moveY = 0;
  } else {
    const scaled = clamp((length - STICK_DEAD_ZONE) / (1 - STICK_DEAD_ZONE), 0, 1) / length;
    out.moveX = nx * scaled;
    out.moveY = ny * scaled;
  }
  out.left = out.moveX < -STICK_DIRECTION_THRESHOLD;
  out.right = out.moveX > STICK_DIRECTION_THRESHOLD;
  out.up = out.moveY < -STICK_DIRECTION_THRESHOLD;
  out.down = out.moveY > STICK_DIRECTION_THRESHOLD;
  const knobScale = length > 1 ? 1 / length : 1;
  out.knobX = dx * knobScale;
  out.knobY = dy * knobScale;
}

/**
 * Resolves every held touch to the controls under it (multi-touch: move and act at once).
 * A thumb on the move pad picks left or right by which side of the pad's middle it is, so
 * sliding across switches direction without lifting. A finger that lands on the stick keeps
 * steering it wherever it drags until it lifts.
 */
export class TouchResolver {
  private stickFingerId = -1;

  constructor(public layout: TouchLayout) {}

  resolve(points: ArrayLike<TouchPoint>, out: TouchControlsState): void {
    out.left = false;
    out.right = false;
    out.up = false;
    out.down = false;
    out.jump = false;
    out.action = false;
    out.moveX = 0;
    out.moveY = 0;
    out.knobX = 0;
    out.knobY = 0;
    const { stick, buttons } = this.layout;
    let isStickHeld = false;
    let padLeftX = Number.NaN;
    let padRightX = Number.NaN;
    for (const item of buttons) {
      if (item.role === 'left') padLeftX = item.x;
      else if (item.role === 'right') padRightX = item.x;
    }
    const padMiddle = (padLeftX + padRightX) / 2;
    for (let i = 0; i < points.length; i++) {
      const point = points[i];
      if (!point?.isDown) continue;
      if (stick && (point.id === this.stickFingerId || this.claimStick(point))) {
        isStickHeld = true;
        readStick(point.x - stick.x, point.y - stick.y, stick.radius, out);
        continue;
      }
      for (const item of buttons) {
        if (!isWithin(item, point.x, point.y)) continue;
        if (item.role === 'jump') out.jump = true;
        else if (item.role === 'action') out.action = true;
        else if (point.x < padMiddle) out.left = true;
        else out.right = true;
        break;
      }
    }
    if (!isStickHeld) this.stickFingerId = -1;
  }

  private claimStick(point: TouchPoint): boolean {
    const stick = this.layout.stick;
    if (!stick || this.stickFingerId !== -1 || !isWithin(stick, point.x, point.y)) return false;
    this.stickFingerId = point.id;
    return true;
  }
}
