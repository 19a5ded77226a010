import { hexToHsl } from '../color/colorMath.js';

/** Plain colour names a player reads in a description, and that the matcher compares. */
export type ColorName =
  | 'red'
  | 'orange'
  | 'yellow'
  | 'green'
  | 'teal'
  | 'blue'
  | 'purple'
  | 'pink'
  | 'brown'
  | 'black'
  | 'grey'
  | 'silver'
  | 'white';

/** Hue (degrees) where each bright colour ends, in order around the wheel. */
const HUE_BANDS: readonly (readonly [number, ColorName])[] = [
  [15, 'red'],
  [42, 'orange'],
  [68, 'yellow'],
  [160, 'green'],
  [195, 'teal'],
  [255, 'blue'],
  [290, 'purple'],
  [340, 'pink'],
  [360, 'red'],
];

/**
 * The everyday name of a hex colour: greys by lightness, browns for dark oranges, else the
 * hue band.
 *
 * @example colorNameOf('#6fae3a') // => 'green'
 */
export function colorNameOf(hex: string): ColorName {
  const { h, s, l } = hexToHsl(hex);
  if (l < 0.2) return 'black';
  if (l > 0.9) return 'white';
  if (s < 0.25) return l < 0.3 ? 'black' : l > 0.85 ? 'white' : l > 0.65 ? 'silver' : 'grey';
  if (h >= 15 && h < 50 && l < 0.5) return 'brown';
  if (h >= 20 && h < 50 && s < 0.45 && l < 0.7) return 'brown';
  const hue = ((h % 360) + 360) % 360;
  return HUE_BANDS.find(([end]) => hue < end)?.[1] ?? 'red';
}
