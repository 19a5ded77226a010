import type { ControlScheme } from './controls.js';

/** Phaser KeyCodes names the kit listens to. */
export type KeyName =
  | 'LEFT'
  | 'RIGHT'
  | 'UP'
  | 'DOWN'
  | 'A'
  | 'D'
  | 'W'
  | 'S'
  | 'SPACE'
  | 'Z'
  | 'J'
  | 'X'
  | 'K'
  | 'SHIFT';

export type BoundControl = 'left' | 'right' | 'up' | 'down' | 'jump' | 'action';

export type KeyBindings = Record<BoundControl, readonly KeyName[]>;

export const ALL_KEY_NAMES: readonly KeyName[] = [
  'LEFT',
  'RIGHT',
  'UP',
  'DOWN',
  'A',
  'D',
  'W',
  'S',
  'SPACE',
  'Z',
  'J',
  'X',
  'K',
  'SHIFT',
];

const COMMON: KeyBindings = {
  left: ['LEFT', 'A'],
  right: ['RIGHT', 'D'],
  up: ['UP', 'W'],
  down: ['DOWN', 'S'],
  jump: ['SPACE', 'Z', 'J'],
  action: ['X', 'K', 'SHIFT'],
};

/** In the platformer, up (W / ArrowUp) jumps too, as players expect. */
const PLATFORMER: KeyBindings = { ...COMMON, jump: ['SPACE', 'Z', 'J', 'W', 'UP'] };

/** Which keys hold which control in a scheme. */
export function keyBindingsFor(scheme: ControlScheme): KeyBindings {
  return scheme === 'platformer' ? PLATFORMER : COMMON;
}
