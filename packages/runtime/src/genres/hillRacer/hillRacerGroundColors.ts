import type { Palette } from '@promptplay/contracts';
import { hexToNumber, mixHex } from '../../kit/uiTheme.js';

/** The course's colours, from the world's palette. */
export interface GroundColors {
  ground: number;
  crust: number;
  grass: number;
  grassLight: number;
  pebble: number;
  strata: number;
  pole: number;
  pennant: number;
  pennantDone: number;
}

/** Ground in the palette's ground colour, grass in its accent, pennants in its primary. */
export function groundColors(palette: Palette): GroundColors {
  return {
    ground: hexToNumber(palette.ground),
    crust: hexToNumber(mixHex(palette.ground, '#000000', 0.25)),
    grass: hexToNumber(palette.groundAccent),
    grassLight: hexToNumber(mixHex(palette.groundAccent, '#ffffff', 0.3)),
    pebble: hexToNumber(mixHex(palette.ground, '#000000', 0.18)),
    strata: hexToNumber(mixHex(palette.ground, '#000000', 0.08)),
    pole: 0xeeeeee,
    pennant: hexToNumber(palette.primary),
    pennantDone: hexToNumber(palette.accent),
  };
}
