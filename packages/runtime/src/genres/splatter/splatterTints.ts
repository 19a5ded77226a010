import type { SplatterWorld } from '@promptplay/contracts';
import { hexToNumber } from '../../kit/uiTheme.js';

/** A splatted friend splats pinkish red, whatever is thrown. */
export const FRIEND_SPLAT_COLOR = 0xff4466;

/**
 * The colours splats take hit by hit: those of what is thrown (paint in many colours, tomatoes
 * red), or the world's one splat colour in worlds made before there were several.
 */
export function thrownSplatColorsOf(settings: SplatterWorld['splatter']): number[] {
  return (settings.splatColors ?? [settings.splatColor]).map(hexToNumber);
}

/** Which of `colorCount` thrown colours the `count`-th splat takes (1 for the first hit). */
export function splatColorIndexAt(count: number, colorCount: number): number {
  return (count - 1) % Math.max(1, colorCount);
}
