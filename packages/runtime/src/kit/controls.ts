/** The primary touch or mouse on the play area (not on a kit button), in game-canvas CSS pixels. */
export interface PointerState {
  isDown: boolean;
  x: number;
  y: number;
  /** True for exactly one frame: the frame after the press. */
  justPressed: boolean;
  /** True for exactly one frame: the frame after the release. */
  justReleased: boolean;
}

/** What a genre reads each frame, from keyboard, touch and mouse combined. */
export interface ControlsState {
  left: boolean;
  right: boolean;
  up: boolean;
  down: boolean;
  /** Primary action "A": jump / fire / punch / slap / gas. */
  jump: boolean;
  /** Secondary action "B": special / brake / block. */
  action: boolean;
  /** -1..1 (left..right) from the virtual stick or keys. */
  moveX: number;
  /** -1..1 (up..down, screen direction) from the virtual stick or keys. */
  moveY: number;
  pointer: PointerState;
}

/**
 * Touch layout and key mapping a genre asks for in `kit.beginRound`.
 * - platformer: left/right pad + jump button.
 * - stick-action: virtual analog stick bottom-left + A (jump) and B (action) bottom-right.
 * - steer: left and right buttons bottom-left + gas (jump) and brake (action) bottom-right.
 * - buttons: two big buttons only, A (jump) bottom-right and B (action) bottom-left.
 * - pointer: no on-screen buttons; tap / drag / swipe anywhere fills `pointer`.
 */
export type ControlScheme = 'platformer' | 'stick-action' | 'steer' | 'buttons' | 'pointer';

export const CONTROL_SCHEMES: readonly ControlScheme[] = [
  'platformer',
  'stick-action',
  'steer',
  'buttons',
  'pointer',
];

/** Texts on the A (jump) and B (action) buttons; the kit shows A / B when a label is missing. */
export interface ButtonLabels {
  jump?: string;
  action?: string;
}

export function createPointerState(): PointerState {
  return { isDown: false, x: 0, y: 0, justPressed: false, justReleased: false };
}

export function createControlsState(): ControlsState {
  return {
    left: false,
    right: false,
    up: false,
    down: false,
    jump: false,
    action: false,
    moveX: 0,
    moveY: 0,
    pointer: createPointerState(),
  };
}

/** Everything released; the pointer keeps its last position. */
export function releaseControls(out: ControlsState): void {
  out.left = false;
  out.right = false;
  out.up = false;
  out.down = false;
  out.jump = false;
  out.action = false;
  out.moveX = 0;
  out.moveY = 0;
  out.pointer.isDown = false;
  out.pointer.justPressed = false;
  out.pointer.justReleased = false;
}

/**
 * When no stick moved, derives moveX / moveY from the held directions: ±1 per axis, a diagonal
 * normalised to length 1.
 */
export function deriveMoveFromDirections(out: ControlsState): void {
  if (out.moveX !== 0 || out.moveY !== 0) return;
  const x = (out.right ? 1 : 0) - (out.left ? 1 : 0);
  const y = (out.down ? 1 : 0) - (out.up ? 1 : 0);
  const scale = x !== 0 && y !== 0 ? Math.SQRT1_2 : 1;
  out.moveX = x * scale;
  out.moveY = y * scale;
}
