import type { WorldAtmosphere } from '@promptplay/contracts';
import {
  CLEAR_DAY,
  type Atmosphere,
  type Mood,
  type PlaceState,
  type TimeOfDay,
  type Weather,
} from '../../analyze/types.js';
import { lighten, mix } from '../../color/colorMath.js';

/** True when A and B are the same union: the reader's types and the world schema must agree. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const typesAgree: [
  Same<TimeOfDay, WorldAtmosphere['timeOfDay']>,
  Same<Weather, WorldAtmosphere['weather']>,
  Same<Mood, WorldAtmosphere['mood']>,
] = [true, true, true];
void typesAgree;

export { CLEAR_DAY };

/** How the scene's sky reacts to time and weather. */
export type SkyKind = 'open' | 'indoor' | 'space' | 'underwater' | 'cave';

/** Windows glow and signs light up. */
export const isLit = (atmosphere: Atmosphere): boolean =>
  atmosphere.timeOfDay === 'night' || atmosphere.mood === 'neon';

/**
 * A colour of the scene as the atmosphere shows it. `depth` runs from 0 (farthest layer) to 1
 * (nearest): fog pales far layers most, a sunset turns near ones into dark silhouettes.
 */
export function toneColor(
  hex: string,
  atmosphere: Atmosphere,
  depth: number,
  isIndoor: boolean,
): string {
  let c = hex;
  switch (atmosphere.mood) {
    case 'cute':
      c = mix(lighten(c, 0.28), '#ffb8dc', 0.12);
      break;
    case 'spooky':
      c = mix(c, depth < 0.5 ? '#4a3a6a' : '#2a2440', isIndoor ? 0.35 : 0.45);
      break;
    case 'neon':
      c = mix(c, '#1a0f38', isIndoor ? 0.45 : 0.68);
      break;
    case 'plain':
      break;
  }
  switch (atmosphere.weather) {
    case 'storm':
      c = mix(c, '#2c3342', isIndoor ? 0.22 : 0.42);
      break;
    case 'rain':
      c = mix(c, '#56606e', isIndoor ? 0.1 : 0.24);
      break;
    case 'fog':
      // Blowing sand is a fog of ochre dust.
      c = mix(
        c,
        atmosphere.sky === 'sandstorm' ? '#d8a868' : '#dde3e8',
        isIndoor ? 0.2 : 0.62 - 0.36 * depth,
      );
      break;
    case 'snow':
      // Snow settles most on the nearest ground.
      c = mix(c, '#eef3fa', isIndoor ? 0 : 0.12 + 0.38 * depth);
      break;
    case 'clear':
      break;
  }
  switch (atmosphere.timeOfDay) {
    case 'night':
      c = isIndoor
        ? mix(mix(c, '#1c1838', 0.5), '#ffb060', 0.06)
        : mix(c, '#121838', 0.6 - 0.12 * depth);
      break;
    case 'sunset':
      c = mix(c, depth < 0.5 ? '#b0607a' : '#3a2452', isIndoor ? 0.14 : 0.32 + 0.22 * depth);
      break;
    case 'sunrise':
      c = mix(c, depth < 0.5 ? '#e8a0a8' : '#50406a', isIndoor ? 0.1 : 0.26 + 0.12 * depth);
      break;
    case 'day':
      break;
  }
  return c;
}

type Pair = readonly [string, string];
const mixPair = (a: Pair, b: Pair, amount: number): [string, string] => [
  mix(a[0], b[0], amount),
  mix(a[1], b[1], amount),
];

const WEATHER_SKY: Record<Exclude<Weather, 'clear'>, [Pair, number]> = {
  storm: [['#2a3040', '#596478'], 0.85],
  rain: [['#5d6b7c', '#aab4bf'], 0.8],
  fog: [['#b9c1c9', '#e6e9ec'], 0.85],
  snow: [['#a9b9cf', '#eaf0f7'], 0.7],
};
const TIME_SKY: Record<Exclude<TimeOfDay, 'day'>, [Pair, number]> = {
  night: [['#0a0f2e', '#26306a'], 0.88],
  sunset: [['#3f2b73', '#ff9457'], 0.85],
  sunrise: [['#6f9be0', '#ffc49a'], 0.8],
};

/** Skies a place's state brings: the glow and smoke of a fire, the dust of ruins. */
const STATE_SKY: Partial<Record<PlaceState, [Pair, number]>> = {
  burning: [['#4a2a24', '#ff8a4a'], 0.55],
  ruined: [['#7a7266', '#d8c8a8'], 0.4],
  abandoned: [['#6a6e76', '#c8c8c0'], 0.3],
};

/** Sky gradient (top, bottom) of a scene under its atmosphere; indoors, the wall's. */
export function toneSky(sky: Pair, atmosphere: Atmosphere, kind: SkyKind): [string, string] {
  const { timeOfDay, weather, mood } = atmosphere;
  let out: [string, string] = [sky[0], sky[1]];
  if (kind === 'indoor') {
    out = [toneColor(sky[0], atmosphere, 0, true), toneColor(sky[1], atmosphere, 0, true)];
    return out;
  }
  if (kind === 'open') {
    if (weather !== 'clear') out = mixPair(out, WEATHER_SKY[weather][0], WEATHER_SKY[weather][1]);
    if (atmosphere.sky === 'sandstorm') out = mixPair(out, ['#b07a3a', '#f0c890'], 0.8);
    const stateSky = atmosphere.state ? STATE_SKY[atmosphere.state] : undefined;
    if (stateSky) out = mixPair(out, stateSky[0], stateSky[1]);
    if (timeOfDay !== 'day') {
      const [target, amount] = TIME_SKY[timeOfDay];
      out = mixPair(out, target, weather === 'storm' ? amount * 0.6 : amount);
    }
  } else if (kind === 'underwater' || kind === 'cave') {
    if (timeOfDay === 'night') out = mixPair(out, ['#030a22', '#0c2050'], 0.6);
    if (timeOfDay === 'sunset') out = mixPair(out, ['#4a2f6a', '#e08a6a'], 0.25);
    if (weather === 'storm') out = mixPair(out, ['#141a28', '#3a4658'], 0.35);
  }
  if (atmosphere.sky === 'blood-moon') out = mixPair(out, ['#2a0608', '#6a1a1a'], 0.5);
  if (atmosphere.sky === 'eclipse') out = mixPair(out, ['#0e1224', '#3a4a6a'], 0.7);
  if (mood === 'neon') out = mixPair(out, ['#0b0622', '#3b0f5e'], kind === 'space' ? 0.5 : 0.85);
  if (mood === 'spooky') out = mixPair(out, ['#1e1336', '#4d6b52'], 0.75);
  if (mood === 'cute') out = [mix(lighten(out[0], 0.2), '#ffb3d9', 0.35), lighten(out[1], 0.4)];
  return out;
}

/** Every part of an atmosphere, with defaults for the ones not given. */
export function atmosphereOf(value: Partial<Atmosphere> | null | undefined): Atmosphere {
  return {
    timeOfDay: value?.timeOfDay ?? CLEAR_DAY.timeOfDay,
    weather: value?.weather ?? CLEAR_DAY.weather,
    mood: value?.mood ?? CLEAR_DAY.mood,
  };
}
