import { CONSTANTS } from '@promptplay/contracts';
import { debounce } from './debounce.js';

export interface CssSize {
  width: number;
  height: number;
}

/** The iframe's viewport in CSS pixels (never zero, so the canvas always has a size). */
export function readViewportSize(target: Window): CssSize {
  const root = target.document.documentElement;
  return {
    width: Math.max(1, Math.round(root.clientWidth || target.innerWidth)),
    height: Math.max(1, Math.round(root.clientHeight || target.innerHeight)),
  };
}

/**
 * Calls `onResize` with the new viewport size after resizes and rotations settle
 * (debounced by the spec's viewport resize debounce).
 */
export function watchViewport(target: Window, onResize: (size: CssSize) => void): void {
  let last = readViewportSize(target);
  const check = debounce(() => {
    const size = readViewportSize(target);
    if (size.width === last.width && size.height === last.height) return;
    last = size;
    onResize(size);
  }, CONSTANTS.VIEWPORT_RESIZE_DEBOUNCE_MS);
  target.addEventListener('resize', check);
  target.addEventListener('orientationchange', check);
}
