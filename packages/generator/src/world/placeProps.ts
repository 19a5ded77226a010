import { MAX_OBSTACLE_SPRITES } from '@promptplay/contracts';
import type { ItemConcept, PlaceId, PlaceState, PromptAnalysis, Season } from '../analyze/types.js';
import { lookupSprite } from '../art/library/index.js';
import { SCENE_FEATURES } from '../analyze/lexicon/placeWords.js';
import { CROP_PLACES } from '../art/scene/places/crops.js';
import { PLACES } from '../art/scene/places/index.js';

/** How a place's props stand: scattered (woods, beaches), in aisles (shops), in a ring (halls). */
export type PropLayout = 'scatter' | 'aisles' | 'ring';

/** What stands in a place: library sprite phrases (first is the most common) and their layout. */
export interface PlaceProps {
  props: readonly string[];
  layout: PropLayout;
}

const O = (layout: PropLayout, ...props: string[]): PlaceProps => ({ props, layout });

/** Each place's props; places not listed take their family's (`byFloor`). */
// prettier-ignore
const PLACE_PROPS: Partial<Record<PlaceId, PlaceProps>> = {
  forest: O('scatter', 'deciduous tree', 'evergreen tree', 'rock'),
  jungle: O('scatter', 'palm tree', 'deciduous tree', 'rock'),
  'redwood-forest': O('scatter', 'evergreen tree', 'wood', 'rock'),
  'birch-forest': O('scatter', 'birch trees', 'mushroom', 'rock'),
  'willow-grove': O('scatter', 'willow tree', 'rock', 'tulip'),
  'baobab-grove': O('scatter', 'baobab', 'rock'),
  'blossom-grove': O('scatter', 'cherry blossom', 'rock', 'tulip'),
  'bamboo-grove': O('scatter', 'bamboo', 'rock'),
  swamp: O('scatter', 'wood', 'mushroom', 'rock'),
  meadow: O('scatter', 'deciduous tree', 'rock', 'tulip'),
  savanna: O('scatter', 'rock', 'deciduous tree'),
  farm: O('aisles', 'sheaf of rice', 'wood', 'package'),
  park: O('scatter', 'deciduous tree', 'fountain', 'rock'),
  garden: O('scatter', 'potted plant', 'tulip', 'rock'),
  pond: O('scatter', 'rock', 'wood'),
  beach: O('scatter', 'palm tree', 'rock', 'spiral shell'),
  island: O('scatter', 'palm tree', 'rock'),
  ocean: O('scatter', 'rock', 'barrel'),
  underwater: O('scatter', 'coral', 'rock', 'spiral shell'),
  'deep-sea': O('scatter', 'coral', 'rock'),
  shipwreck: O('scatter', 'anchor', 'barrel', 'coral'),
  desert: O('scatter', 'cactus', 'rock'),
  canyon: O('scatter', 'rock', 'cactus'),
  mountains: O('scatter', 'rock', 'evergreen tree'),
  arctic: O('scatter', 'ice', 'snowman', 'rock'),
  volcano: O('scatter', 'rock', 'wood'),
  cave: O('scatter', 'rock', 'mushroom'),
  village: O('scatter', 'hut', 'wood', 'deciduous tree'),
  castle: O('ring', 'shield', 'barrel', 'rock'),
  'castle-hall': O('ring', 'shield', 'candle'),
  dungeon: O('scatter', 'barrel', 'candle', 'rock'),
  graveyard: O('scatter', 'headstone', 'candle'),
  'haunted-house': O('scatter', 'headstone', 'candle'),
  kitchen: O('aisles', 'pot of food', 'cooking', 'chair'),
  restaurant: O('scatter', 'chair', 'pot of food', 'wine glass'),
  office: O('aisles', 'desktop computer', 'file cabinet', 'potted plant'),
  classroom: O('aisles', 'chair', 'books', 'backpack'),
  library: O('aisles', 'books', 'chair', 'globe'),
  museum: O('ring', 'amphora', 'moai', 'framed picture'),
  mall: O('aisles', 'shopping cart', 'package', 'potted plant'),
  supermarket: O('aisles', 'shopping cart', 'package'),
  bedroom: O('scatter', 'bed', 'teddy bear'),
  'living-room': O('scatter', 'couch and lamp', 'television', 'potted plant'),
  bathroom: O('scatter', 'bathtub', 'toilet', 'shower'),
  hospital: O('aisles', 'bed', 'pill', 'syringe'),
  laundromat: O('aisles', 'washing machine', 'package'),
  lab: O('aisles', 'test tube', 'microscope'),
  factory: O('aisles', 'package', 'barrel'),
  sewer: O('scatter', 'barrel', 'rock'),
  rooftop: O('scatter', 'potted plant', 'chair', 'package'),
  space: O('scatter', 'rock', 'ringed planet'),
  moon: O('scatter', 'rock'),
  mars: O('scatter', 'rock'),
  spaceship: O('aisles', 'package', 'rocket'),
  circus: O('ring', 'tent', 'package'),
  stadium: O('ring', 'traffic cone'),
  gym: O('aisles', 'trophy', 'basketball', 'boxing glove'),
  arena: O('ring', 'traffic cone', 'barrel'),
  'construction-site': O('scatter', 'traffic cone', 'bricks', 'package'),
  junkyard: O('scatter', 'package', 'barrel', 'wood'),
  harbor: O('scatter', 'barrel', 'package'),
  boardwalk: O('scatter', 'spiral shell', 'barrel'),
  'rocky-shore': O('scatter', 'rock', 'spiral shell', 'crab'),
  river: O('scatter', 'rock', 'wood', 'lotus'),
  'hotel-lobby': O('aisles', 'luggage', 'potted plant', 'bellhop bell'),
  'assembly-hall': O('aisles', 'chair', 'microphone', 'ballot box with ballot'),
  egypt: O('scatter', 'cactus', 'rock'),
  dojo: O('ring', 'bamboo'),
  sky: O('scatter', 'cloud'),
  candy: O('scatter', 'lollipop', 'candy'),
  toyland: O('scatter', 'teddy bear', 'package'),
  outback: O('scatter', 'rock', 'kangaroo', 'cactus'),
  paddy: O('aisles', 'sheaf of rice', 'seedling'),
  airport: O('aisles', 'luggage', 'airplane', 'traffic cone'),
  'gas-station': O('aisles', 'fuel pump', 'oil drum', 'traffic cone'),
  zoo: O('scatter', 'giraffe', 'elephant', 'deciduous tree'),
  mine: O('scatter', 'pick', 'gem stone', 'rock'),
  'sunflower-field': O('aisles', 'sunflower', 'sheaf of rice'),
  'wheat-field': O('aisles', 'sheaf of rice', 'wood'),
  cornfield: O('aisles', 'ear of corn', 'sheaf of rice'),
  'tulip-field': O('aisles', 'tulip', 'blossom'),
  'lavender-field': O('aisles', 'hyacinth', 'herb'),
  vineyard: O('aisles', 'grapes', 'wood', 'barrel'),
  orchard: O('aisles', 'deciduous tree', 'red apple', 'package'),
  'pumpkin-patch': O('scatter', 'jack-o-lantern', 'pumpkin', 'wood'),
  'strawberry-field': O('aisles', 'strawberry', 'seedling'),
  'canal-city': O('scatter', 'bicycle', 'tulip', 'potted plant'),
  'old-town': O('scatter', 'fountain', 'potted plant', 'package'),
  'white-town': O('scatter', 'amphora', 'potted plant', 'rock'),
  'domed-city': O('scatter', 'amphora', 'palm tree', 'package'),
  'pagoda-town': O('scatter', 'red paper lantern', 'bamboo', 'potted plant'),
  'castle-town': O('scatter', 'fountain', 'potted plant', 'rock'),
  greenhouse: O('aisles', 'potted plant', 'seedling', 'tulip'),
  craters: O('scatter', 'rock'),
  picnic: O('scatter', 'basket', 'deciduous tree', 'tulip'),
  playground: O('scatter', 'playground slide', 'deciduous tree', 'basketball'),
  'toy-workshop': O('ring', 'wrapped gift', 'teddy bear', 'christmas tree'),
  woodshop: O('aisles', 'wood', 'toolbox', 'hammer'),
  campfire: O('scatter', 'fire', 'wood', 'evergreen tree'),
  tents: O('scatter', 'tent', 'fire', 'evergreen tree'),
  boulders: O('scatter', 'rock', 'evergreen tree'),
  puddles: O('scatter', 'droplet', 'umbrella', 'deciduous tree'),
};

/**
 * Fields named by their crop and features named in a place (a campfire, tents): their props
 * stand on the farm or in the place they are part of.
 */
const OWN_PROPS_FIRST: ReadonlySet<PlaceId> = new Set([
  ...(Object.keys(CROP_PLACES) as PlaceId[]),
  ...SCENE_FEATURES,
]);

const INDOOR = O('scatter', 'package', 'chair', 'potted plant');
const STREETS = O('scatter', 'traffic cone', 'package', 'potted plant');
const OUTDOOR = O('scatter', 'rock', 'deciduous tree');

/** What a season changes among the props ("an autumn forest" has leaf piles, not green trees). */
const SEASON_PROPS: Partial<Record<Season, Readonly<Record<string, string>>>> = {
  autumn: { 'deciduous tree': 'fallen leaf', tulip: 'fallen leaf' },
  spring: { rock: 'tulip', 'evergreen tree': 'cherry blossom' },
};

/** What a place's state brings to stand among its props, first (flames in a burning village). */
const STATE_PROPS: Readonly<Record<PlaceState, readonly string[]>> = {
  burning: ['fire', 'wood'],
  ruined: ['bricks', 'rock'],
  muddy: ['droplet', 'wood'],
  messy: ['t-shirt', 'socks', 'books'],
  flooded: ['water wave', 'barrel'],
  abandoned: ['spider web', 'wood'],
  frozen: ['ice', 'snowman'],
  polluted: ['soda can', 'oil drum', 'wastebasket'],
};

/**
 * What stands in a place: its own props (trees in a forest, shelves and carts in a supermarket,
 * coral on a reef), else its family's (rooms, streets, the open), as the season shows them,
 * with what its state brings first (flames, rubble, clothes on a messy floor).
 * The collectible arena stands them as obstacles, the FPS maze along its walls.
 *
 * @example propsOfPlace('library').layout // => 'aisles'
 */
export function propsOfPlace(
  place: PlaceId | undefined,
  season?: Season,
  state?: PlaceState,
): PlaceProps {
  const recipe = place ? PLACES[place] : undefined;
  const own =
    (place && PLACE_PROPS[place]) ??
    (recipe?.isIndoor
      ? INDOOR
      : recipe?.floor === 'cobbles' || recipe?.floor === 'asphalt'
        ? STREETS
        : OUTDOOR);
  const swaps = season ? SEASON_PROPS[season] : undefined;
  const seasonal = swaps ? own.props.map((prop) => swaps[prop] ?? prop) : own.props;
  const props = [...(state ? STATE_PROPS[state] : []), ...seasonal];
  return props.length === own.props.length && !swaps ? own : { ...own, props: [...new Set(props)] };
}

/**
 * The things the prompt names for the playfield ("dodges knives and pots": the pots), then the
 * props of its main place (in its season; a named crop's on a farm: sunflowers, vines), each with a library sprite, as items the art draws.
 */
export function placePropsFor(
  analysis: Pick<PromptAnalysis, 'setting' | 'atmosphere' | 'props'> &
    Partial<Pick<PromptAnalysis, 'collectible'>>,
): {
  props: ItemConcept[];
  layout: PropLayout;
} {
  const places = analysis.setting.places ?? [];
  const place = propsOfPlace(
    places.find((id) => OWN_PROPS_FIRST.has(id)) ?? places[0],
    analysis.atmosphere?.season,
    analysis.atmosphere?.state,
  );
  const named = (analysis.props ?? []).map(({ phrase, sprite }) => ({ phrase, sprite }));
  const own = place.props.map((phrase) => ({ phrase, sprite: lookupSprite(phrase) }));
  // The place's props never look like its pickups: shells on a beach where shells are collected
  // would stand in the way as what the player came for. A field's own crop (vines in a vineyard)
  // still grows in its rows.
  const pickup = analysis.collectible;
  const pickupId = pickup ? (pickup.sprite ?? lookupSprite(pickup.phrase))?.id : undefined;
  const crop = places.some((id) => id in CROP_PLACES) ? place.props[0] : undefined;
  const seen = new Set<string>();
  const props = [...named, ...own]
    .map(({ phrase, sprite }): ItemConcept | null => {
      if (!sprite || seen.has(sprite.id)) return null;
      if (sprite.id === pickupId && phrase !== crop) return null;
      seen.add(sprite.id);
      return { name: phrase, phrase, kind: 'gem', color: '#8a8a8a', sprite };
    })
    .filter((prop): prop is ItemConcept => prop !== null)
    .slice(0, MAX_OBSTACLE_SPRITES);
  return { props, layout: place.layout };
}
