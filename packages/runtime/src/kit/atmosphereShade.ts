import type { GameGenre, WorldAtmosphere } from '@promptplay/contracts';

/**
 * Genres whose playfield fills the screen (arena floors, boards, plots, corridors, the road
 * racing towards the horizon): the sky strip alone cannot show the time of day there, so the
 * whole field is shaded.
 */
const FULL_FIELD_GENRES: ReadonlySet<GameGenre> = new Set<GameGenre>([
  'COLLECTIBLE',
  'SPLATTER',
  'FARMING',
  'MERGE',
  'FPS',
  'RACING',
]);

/**
 * How the time of day shades a playfield: a colour laid over the field at some opacity (plain
 * alpha: the Canvas renderer has no multiply everywhere), and soft pools of lamplight on it.
 */
export interface PlayfieldShade {
  color: number;
  alpha: number;
  /** Warm pools of light on the dark field (street lamps, lanterns, the lights indoors). */
  lightPools: number;
  lightColor: number;
  lightAlpha: number;
}

const NIGHT: PlayfieldShade = {
  color: 0x0a1034,
  alpha: 0.42,
  lightPools: 3,
  lightColor: 0xffd68a,
  lightAlpha: 0.2,
};
/** Indoors the lights are on: the night shows, but less. */
const NIGHT_INDOORS: PlayfieldShade = { ...NIGHT, alpha: 0.3, lightAlpha: 0.14 };
const SUNSET: PlayfieldShade = {
  color: 0x8a2a48,
  alpha: 0.24,
  lightPools: 0,
  lightColor: 0xffffff,
  lightAlpha: 0,
};
const SUNRISE: PlayfieldShade = { ...SUNSET, color: 0xf08a6a, alpha: 0.16 };

/**
 * The shade night, dusk or dawn puts over a full-field genre's playfield (null when none:
 * daytime, or a genre whose sky and ground already show the time side by side).
 */
export function playfieldShadeOf(
  genre: GameGenre,
  atmosphere: WorldAtmosphere,
): PlayfieldShade | null {
  if (!FULL_FIELD_GENRES.has(genre)) return null;
  const isIndoor = atmosphere.isIndoor === true;
  switch (atmosphere.timeOfDay) {
    case 'night':
      return isIndoor ? NIGHT_INDOORS : NIGHT;
    case 'sunset':
      return isIndoor ? null : SUNSET;
    case 'sunrise':
      return isIndoor ? null : SUNRISE;
    case 'day':
      return null;
  }
}
