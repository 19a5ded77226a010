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

/** Places whose walls a player knows them by: a cathedral's arched windows, a mine's props. */
const PLACE_WALLS: Partial<Readonly<Record<PlaceId, FpsWallPattern>>> = {
  'castle-hall': 'gothic',
  castle: 'gothic',
  spaceship: 'hull',
  space: 'hull',
  mall: 'shops',
  supermarket: 'shops',
  airport: 'shops',
  mine: 'mine',
  hospital: 'tiles',
  bathroom: 'tiles',
  lab: 'tiles',
  laundromat: 'tiles',
  kitchen: 'tiles',
  library: 'shelves',
  farm: 'planks',
  shipwreck: 'planks',
};

/**
 * The maze walls of the prompt's main place: the place's own walls when a player knows it by
 * them (stone and arched windows in a cathedral, hull plates and lights on a space station,
 * shop fronts in a mall, timber props in a mine, tiles in a hospital, bookshelves in a
 * library), else by its floor: blocks in a cave, panels in an office, bricks in the streets.
 *
 * @example fpsWallPatternOf(['hospital']) // => 'tiles'
 */
export function fpsWallPatternOf(places: readonly PlaceId[] | undefined): FpsWallPattern {
  const place = places?.[0] ?? 'city';
  const own = PLACE_WALLS[place];
  if (own) return own;
  const floor = PLACES[place].floor;
  if (BLOCK_FLOORS.has(floor)) return 'blocks';
  if (PANEL_FLOORS.has(floor)) return 'panels';
  return 'bricks';
}
