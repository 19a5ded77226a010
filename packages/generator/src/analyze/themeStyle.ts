import type { BackgroundLayer, Palette } from '@promptplay/contracts';
import { atmosphereOf, toneColor, toneSky } from '../art/scene/atmosphere.js';
import { composeScene, type Scene } from '../art/scene/composeScene.js';
import { THEME_ATMOSPHERE, THEME_PLACES } from '../art/scene/places/index.js';
import { darken, lighten, luminance, mix, shiftHue } from '../color/colorMath.js';
import type { SeededRandom } from '../random/seededRandom.js';
import type { ThemeDefinition } from './lexicon/themes.js';
import type { Atmosphere, LibrarySpriteRef, PlaceId } from './types.js';

export interface ThemeStyleInput {
  /** Colour the prompt gave the place. */
  tint: string | null;
  /** Colour the prompt gave the sky. */
  skyTint: string | null;
  heroColor: string;
  enemyColor: string;
  collectibleColor: string;
  /** Every place the prompt names, main one first; empty: the theme's place. */
  places?: readonly PlaceId[];
  /** Time, weather and mood the prompt asks for; absent: the theme's (a clear day for most). */
  atmosphere?: Atmosphere;
  /** Landmarks the prompt names, as library sprites: the first stands in the scene. */
  landmarks?: readonly LibrarySpriteRef[];
}

export interface ThemeStyle {
  palette: Palette;
  background: { theme: string; layers: BackgroundLayer[] };
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * The scene a prompt asks for: its places (or the theme's), its atmosphere (or the theme's),
 * the first landmark it names.
 *
 * @example sceneFor(THEMES.snow, { places: ['mountains', 'mars'] }).key // => 'mountains+mars/snow'
 */
export function sceneFor(
  theme: ThemeDefinition,
  input: Pick<ThemeStyleInput, 'places' | 'atmosphere' | 'landmarks'>,
): Scene {
  const places = input.places && input.places.length > 0 ? input.places : THEME_PLACES[theme.id];
  const atmosphere = input.atmosphere ?? atmosphereOf(THEME_ATMOSPHERE[theme.id]);
  const landmarks = (input.landmarks ?? []).map((sprite) => sprite.id);
  return composeScene(places ?? [], atmosphere, landmarks);
}

/**
 * Palette and background layers for the prompt's scene (`art/scene/composeScene.ts`): the
 * places' colours toned by the time, weather and mood, the hue nudged a little by the seed,
 * the prompt's colour words taking precedence. Layers keep a procedural `shape` as fallback;
 * `art/scene/sceneArt.ts` draws the strips the runtime shows.
 */
export function styleTheme(
  theme: ThemeDefinition,
  input: ThemeStyleInput,
  random: SeededRandom,
): ThemeStyle {
  return styleScene(sceneFor(theme, input), input, random);
}

export function styleScene(scene: Scene, input: ThemeStyleInput, random: SeededRandom): ThemeStyle {
  const { atmosphere, isIndoor } = scene;
  const hueNudge = random.range(-8, 8);
  const nudge = (hex: string): string => shiftHue(hex, hueNudge);
  const tint = (hex: string, amount: number): string =>
    input.tint ? mix(hex, input.tint, amount) : hex;

  const [top, bottom] = toneSky(
    [nudge(scene.sky[0]), nudge(scene.sky[1])],
    atmosphere,
    scene.skyKind,
  );
  const skyTop = input.skyTint ? darken(input.skyTint, 0.15) : top;
  const skyBottom = input.skyTint ? lighten(input.skyTint, 0.65) : bottom;
  const layers = scene.layers.map((layer) => ({
    shape: layer.shape,
    color: layer.glows
      ? layer.color
      : toneColor(tint(nudge(layer.color), 0.45), atmosphere, layer.depth, isIndoor),
    parallax: round2(layer.parallax),
    height: round2(layer.height),
  }));

  let groundAccent = toneColor(tint(scene.groundAccent, 0.55), atmosphere, 1, isIndoor);
  if (scene.isSnowy && !isIndoor) groundAccent = mix(groundAccent, '#f2f6fc', 0.85);
  if (atmosphere.mood === 'neon') groundAccent = mix(groundAccent, '#3ef2ff', 0.5);
  if (atmosphere.mood === 'spooky') groundAccent = mix(groundAccent, '#6a8a4a', 0.35);
  return {
    palette: {
      skyTop,
      skyBottom,
      ground: toneColor(scene.ground, atmosphere, 1, isIndoor),
      groundAccent,
      primary: input.heroColor,
      secondary: input.enemyColor,
      accent: input.collectibleColor,
      text: luminance(skyTop) < 0.55 ? '#ffffff' : '#1f1a33',
    },
    background: { theme: scene.key, layers },
  };
}
