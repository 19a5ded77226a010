import { CONSTANTS } from '@promptplay/contracts';

/** True on phones and tablets: a coarse pointer or touch points. */
export function isTouchDevice(target: Window = window): boolean {
  const coarse = target.matchMedia?.('(pointer: coarse)').matches ?? false;
  return coarse || target.navigator.maxTouchPoints > 0 || 'ontouchstart' in target;
}

const MIN_PIXEL_RATIO = 0.25;
const MAX_PIXEL_RATIO = 4;

/** Canvas resolution for the runtime (spec §9): 0.65 × device ratio on touch devices. */
export function runtimePixelRatio(devicePixelRatio: number, isTouch: boolean): number {
  const ratio = isTouch
    ? devicePixelRatio * CONSTANTS.MOBILE_CANVAS_PIXEL_RATIO_FACTOR
    : devicePixelRatio;
  return Math.min(Math.max(ratio || 1, MIN_PIXEL_RATIO), MAX_PIXEL_RATIO);
}
