import type { BackgroundLayer, Palette } from '@promptplay/contracts';
import { darken, lighten, luminance, mix, shiftHue } from '../color/colorMath.js';
import type { SeededRandom } from '../random/seededRandom.js';
import type { ThemeDefinition } from './lexicon/themes.js';

export interface ThemeStyleInput {
  /** Colour the prompt gave the place. */
  tint: string | null;
  /** Colour the prompt gave the sky. */
  skyTint: string | null;
  heroColor: string;
  enemyColor: string;
  collectibleColor: string;
}

export interface ThemeStyle {
  palette: Palette;
  background: { theme: string; layers: BackgroundLayer[] };
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * Palette and background layers for a theme: one of the theme's colour variants, its
 * hue nudged by the seed, with the prompt's colour words taking precedence.
 */
export function styleTheme(
  theme: ThemeDefinition,
  input: ThemeStyleInput,
  random: SeededRandom,
): ThemeStyle {
  const variant = random.pick(theme.colors);
  const hueNudge = random.range(-10, 10);
  const nudge = (hex: string): string => shiftHue(hex, hueNudge);
  const tint = (hex: string, amount: number): string =>
    input.tint ? mix(hex, input.tint, amount) : hex;

  const skyTop = input.skyTint ? darken(input.skyTint, 0.15) : nudge(variant.skyTop);
  const skyBottom = input.skyTint ? lighten(input.skyTint, 0.65) : nudge(variant.skyBottom);
  const layers = theme.layers.map((layer, index) => ({
    shape: layer.shape,
    color: tint(nudge(variant.layers[index] ?? variant.groundAccent), 0.45),
    parallax: round2(layer.parallax),
    height: round2(Math.min(1, Math.max(0.05, layer.height + random.range(-0.04, 0.04)))),
  }));

  return {
    palette: {
      skyTop,
      skyBottom,
      ground: variant.ground,
      groundAccent: tint(variant.groundAccent, 0.55),
      primary: input.heroColor,
      secondary: input.enemyColor,
      accent: input.collectibleColor,
      text: luminance(skyTop) < 0.55 ? '#ffffff' : '#1f1a33',
    },
    background: { theme: theme.id, layers },
  };
}
