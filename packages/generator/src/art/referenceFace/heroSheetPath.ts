import type { GameGenre } from '@promptplay/contracts';
import { AERIAL_MEDIA } from '../../world/aerial/buildAerialWorld.js';
import { BRAINROT_MEDIA } from '../../world/buildBrainrotWorld.js';
import { COLLECTIBLE_MEDIA } from '../../world/buildCollectibleWorld.js';
import { FARMING_MEDIA } from '../../world/buildFarmingWorld.js';
import { FIGHTING_MEDIA } from '../../world/buildFightingWorld.js';
import { MERGE_MEDIA } from '../../world/buildMergeWorld.js';
import { PLATFORMER_MEDIA } from '../../world/buildPlatformerWorld.js';
import { RACING_MEDIA } from '../../world/buildRacingWorld.js';
import { SHOOTER_MEDIA } from '../../world/buildShooterWorld.js';
import { SLAPPER_MEDIA } from '../../world/buildSlapperWorld.js';
import { FPS_MEDIA } from '../../world/fps/buildFpsWorld.js';
import { HILL_RACER_MEDIA } from '../../world/hillRacer/buildHillRacerWorld.js';

/**
 * The sprite sheet of the player's own character per genre (drawn from the prompt's hero);
 * genres without one (Splatter throws at targets) map to null.
 */
const HERO_SHEETS: Readonly<Record<GameGenre, string | null>> = {
  SPLATTER: null,
  PLATFORMER: PLATFORMER_MEDIA.hero,
  SHOOTER: SHOOTER_MEDIA.hero,
  COLLECTIBLE: COLLECTIBLE_MEDIA.hero,
  BRAINROT: BRAINROT_MEDIA.hero,
  FIGHTING: FIGHTING_MEDIA.fighter,
  SLAPPER: SLAPPER_MEDIA.slapper,
  FARMING: FARMING_MEDIA.farmer,
  MERGE: MERGE_MEDIA.mascot,
  RACING: RACING_MEDIA.driver,
  HILL_RACER: HILL_RACER_MEDIA.driver,
  AERIAL: AERIAL_MEDIA.pilot,
  FPS: FPS_MEDIA.hero,
};

/** Path of the hero's sprite sheet among a built game's files, or null when it has none. */
export function heroSheetPath(genre: GameGenre): string | null {
  return HERO_SHEETS[genre];
}
