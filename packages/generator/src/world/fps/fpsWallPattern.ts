import type { FpsWallPattern } from '@promptplay/contracts';
import type { Atmosphere, PlaceId } from '../../analyze/types.js';
import { PLACES, type FloorMaterial } from '../../art/scene/places/index.js';

/** Floors whose walls are hewn blocks (castles, dungeons, other worlds' rock). */
const BLOCK_FLOORS: ReadonlySet<FloorMaterial> = new Set<FloorMaterial>([
  'stone',
  'cobbles',
  'marble',
  'lava',
  'moon',
  'marsDust',
  'seabed',
  'reefSand',
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
  'wreckDeck',
]);

/** Places whose walls a player knows them by: a cathedral's arched windows, a forest's trunks. */
// prettier-ignore
const PLACE_WALLS: Partial<Readonly<Record<PlaceId, FpsWallPattern>>> = {
  'castle-hall': 'gothic', castle: 'gothic',
  spaceship: 'hull', space: 'hull',
  mall: 'shops', supermarket: 'shops', airport: 'shops',
  city: 'shops', 'new-york': 'shops', tokyo: 'shops', london: 'shops', paris: 'shops',
  mine: 'mine',
  hospital: 'tiles', bathroom: 'tiles', lab: 'tiles', laundromat: 'tiles', kitchen: 'tiles',
  library: 'shelves',
  shipwreck: 'planks', 'toy-workshop': 'planks', woodshop: 'planks',
  forest: 'trunks', orchard: 'trunks', 'redwood-forest': 'trunks', 'birch-forest': 'trunks',
  'willow-grove': 'hedge', 'blossom-grove': 'hedge', 'baobab-grove': 'sandstone',
  'bamboo-grove': 'hedge',
  jungle: 'jungle', swamp: 'jungle',
  desert: 'sandstone', canyon: 'sandstone', outback: 'sandstone', egypt: 'sandstone',
  cave: 'rock', mountains: 'rock', volcano: 'rock',
  beach: 'palms', island: 'palms',
  arctic: 'ice',
  farm: 'hay', 'wheat-field': 'hay', cornfield: 'hay', 'pumpkin-patch': 'hay',
};

/** Floors of the open, when the place has no walls of its own: a lawn's hedges, sand's palms. */
const OPEN_FLOOR_WALLS: Partial<Readonly<Record<FloorMaterial, FpsWallPattern>>> = {
  grass: 'hedge',
  blossoms: 'hedge',
  fallenLeaves: 'trunks',
  sand: 'palms',
  snow: 'ice',
  dirt: 'sandstone',
};

/** What snow makes of walls of green: trees and hedges stand as snowy pines. */
const SNOWED_WALLS: Partial<Readonly<Record<FpsWallPattern, FpsWallPattern>>> = {
  trunks: 'snowPines',
  hedge: 'snowPines',
};

/**
 * The maze walls of the prompt's main place: the place's own walls when a player knows it by
 * them (stone and arched windows in a cathedral, shop fronts in a mall or a city street, tree
 * trunks in a forest, sandstone in a desert, palms on a beach, hay bales on a farm), else by its
 * floor: hedges on grass, blocks in a dungeon, panels in an office, bricks elsewhere. Snow turns
 * trees and hedges into snowy pines.
 *
 * @example fpsWallPatternOf(['hospital']) // => 'tiles'
 * @example fpsWallPatternOf(['forest'], { timeOfDay: 'night', weather: 'snow', mood: 'plain' }) // => 'snowPines'
 */
export function fpsWallPatternOf(
  places: readonly PlaceId[] | undefined,
  atmosphere?: Atmosphere,
): FpsWallPattern {
  const place = places?.[0] ?? 'city';
  const recipe = PLACES[place];
  const walls =
    PLACE_WALLS[place] ??
    (recipe.isIndoor ? undefined : OPEN_FLOOR_WALLS[recipe.floor]) ??
    (BLOCK_FLOORS.has(recipe.floor) ? 'blocks' : undefined) ??
    (PANEL_FLOORS.has(recipe.floor) ? 'panels' : 'bricks');
  const isSnowy = atmosphere?.weather === 'snow' || atmosphere?.state === 'frozen';
  return (isSnowy && SNOWED_WALLS[walls]) || walls;
}
