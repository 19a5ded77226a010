import type { FpsWallPattern } from '@promptplay/contracts';
import type { PlaceId } from '../../analyze/types.js';
import { PLACES, type FloorMaterial } from '../../art/scene/places/index.js';

/** Floors whose walls are hewn blocks (castles, dungeons, caves, other worlds' rock). */
const BLOCK_FLOORS: ReadonlySet<FloorMaterial> = new Set<FloorMaterial>([
  'stone',
  'cobbles',
  'marble',
  'lava',
  'moon',
  'marsDust',
  'seabed',
]);
/** Floors of rooms and decks, whose walls are panels (hospital tiles, offices, ships, labs). */
const PANEL_FLOORS: ReadonlySet<FloorMaterial> = new Set<FloorMaterial>([
  'tiles',
  'checker',
  'metal',
  'wood',
  'carpet',
  'tatami',
  'danceFloor',
]);

/**
 * The maze walls of the prompt's main place: blocks in a castle or a cave, panels in a hospital
 * or a spaceship, bricks in streets and out in the open.
 *
 * @example fpsWallPatternOf(['hospital']) // => 'panels'
 */
export function fpsWallPatternOf(places: readonly PlaceId[] | undefined): FpsWallPattern {
  const floor = PLACES[places?.[0] ?? 'city'].floor;
  if (BLOCK_FLOORS.has(floor)) return 'blocks';
  if (PANEL_FLOORS.has(floor)) return 'panels';
  return 'bricks';
}
