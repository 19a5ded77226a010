import type { WorldAtmosphere } from '@promptplay/contracts';

/** What falls or blows in front of the game. */
export type ParticleKind = 'rain' | 'snow' | 'hail' | 'sand';

/**
 * The particles an atmosphere shows: hail and blowing sand when the sky names them, else rain
 * (rain and storms) or snow. None indoors (the weather stays outside) or with reduced motion.
 */
export function particleKindOf(
  atmosphere: WorldAtmosphere,
  isMotionReduced: boolean,
): ParticleKind | null {
  if (isMotionReduced || atmosphere.isIndoor === true) return null;
  if (atmosphere.sky === 'hail') return 'hail';
  if (atmosphere.sky === 'sandstorm') return 'sand';
  if (atmosphere.weather === 'rain' || atmosphere.weather === 'storm') return 'rain';
  return atmosphere.weather === 'snow' ? 'snow' : null;
}
