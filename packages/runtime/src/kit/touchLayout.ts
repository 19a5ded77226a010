import type { ControlScheme } from './controls.js';
import { distanceSquared } from './math.js';

/** Thumb-sized on-screen buttons, in CSS pixels; the smallest is well above 64 px across. */
export const MOVE_BUTTON_RADIUS = 40;
export const JUMP_BUTTON_RADIUS = 50;
export const ACTION_BUTTON_RADIUS = 40;
export const BIG_BUTTON_RADIUS = 58;
export const STICK_RADIUS = 64;
const EDGE_MARGIN = 20;
const BUTTON_GAP = 16;
/** Touches count a little outside the drawn circle: thumbs are imprecise. */
export const HIT_SLOP = 1.35;

export interface ButtonCircle {
  x: number;
  y: number;
  radius: number;
}

export type TouchButtonRole = 'left' | 'right' | 'jump' | 'action';

export interface TouchButton extends ButtonCircle {
  role: TouchButtonRole;
}

export interface TouchLayout {
  scheme: ControlScheme;
  buttons: TouchButton[];
  /** Base of the virtual analog stick, or null when the scheme has none. */
  stick: ButtonCircle | null;
}

function button(role: TouchButtonRole, x: number, y: number, radius: number): TouchButton {
  return { role, x, y, radius };
}

/** Centre of a button of this radius in the bottom corner (right when `fromRight`). */
function corner(width: number, height: number, radius: number, fromRight: boolean): ButtonCircle {
  const x = EDGE_MARGIN + radius;
  return { x: fromRight ? width - x : x, y: height - EDGE_MARGIN - radius, radius };
}

/**
 * Places the secondary button next to the primary one (bottom-right): to its left on the same
 * line when that leaves room from `leftClusterRight`, else diagonally up-left of it.
 */
function besidePrimary(
  primary: ButtonCircle,
  radius: number,
  height: number,
  leftClusterRight: number,
): ButtonCircle {
  const reach = primary.radius + radius + BUTTON_GAP;
  const sideX = primary.x - reach;
  if (sideX - radius * HIT_SLOP >= leftClusterRight + BUTTON_GAP)
    return { x: sideX, y: height - EDGE_MARGIN - radius, radius };
  const offset = reach * Math.SQRT1_2;
  return { x: primary.x - offset, y: primary.y - offset, radius };
}

/** Buttons of `scheme` in a viewport of the given CSS size; empty for the 'pointer' scheme. */
export function layoutTouchControls(
  scheme: ControlScheme,
  width: number,
  height: number,
): TouchLayout {
  const layout: TouchLayout = { scheme, buttons: [], stick: null };
  if (scheme === 'pointer') return layout;
  if (scheme === 'buttons') {
    const a = corner(width, height, BIG_BUTTON_RADIUS, true);
    const b = corner(width, height, BIG_BUTTON_RADIUS, false);
    layout.buttons.push(button('jump', a.x, a.y, a.radius), button('action', b.x, b.y, b.radius));
    return layout;
  }
  if (scheme === 'stick-action') {
    const stick = corner(width, height, STICK_RADIUS, false);
    layout.stick = stick;
    const a = corner(width, height, JUMP_BUTTON_RADIUS, true);
    const b = besidePrimary(a, ACTION_BUTTON_RADIUS, height, stick.x + stick.radius * HIT_SLOP);
    layout.buttons.push(button('jump', a.x, a.y, a.radius), button('action', b.x, b.y, b.radius));
    return layout;
  }
  const left = corner(width, height, MOVE_BUTTON_RADIUS, false);
  const rightX = left.x + 2 * MOVE_BUTTON_RADIUS + BUTTON_GAP;
  const jump = corner(width, height, JUMP_BUTTON_RADIUS, true);
  layout.buttons.push(
    button('left', left.x, left.y, MOVE_BUTTON_RADIUS),
    button('right', rightX, left.y, MOVE_BUTTON_RADIUS),
    button('jump', jump.x, jump.y, jump.radius),
  );
  if (scheme === 'steer') {
    const padRight = rightX + MOVE_BUTTON_RADIUS * HIT_SLOP;
    const brake = besidePrimary(jump, ACTION_BUTTON_RADIUS, height, padRight);
    layout.buttons.push(button('action', brake.x, brake.y, brake.radius));
  }
  return layout;
}

export function isWithin(circle: ButtonCircle, x: number, y: number, slop = HIT_SLOP): boolean {
  const reach = circle.radius * slop;
  return distanceSquared(x, y, circle.x, circle.y) <= reach * reach;
}

/** Whether a touch here lands on one of the layout's buttons or its stick. */
export function isOnTouchControl(layout: TouchLayout, x: number, y: number): boolean {
  if (layout.stick && isWithin(layout.stick, x, y)) return true;
  for (const item of layout.buttons) if (isWithin(item, x, y)) return true;
  return false;
}

/** CSS pixels from the top of the highest button to the bottom of the viewport (0 if none). */
export function reservedHeightOf(layout: TouchLayout, viewportHeight: number): number {
  let top = viewportHeight;
  if (layout.stick) top = Math.min(top, layout.stick.y - layout.stick.radius);
  for (const item of layout.buttons) top = Math.min(top, item.y - item.radius);
  return Math.max(0, viewportHeight - top);
}
