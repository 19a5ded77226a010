import type { RacingRoadSurface } from '@promptplay/contracts';
import type { PlaceId, PromptAnalysis } from '../../analyze/types.js';
import type { VehicleConcept } from './findVehicle.js';

/** Rides that float: wherever they race, the course is water ("race speedboats past buoys"). */
// prettier-ignore
const WATER_RIDES: ReadonlySet<string> = new Set([
  'boat', 'speedboat', 'motorboat', 'sailboat', 'rowboat', 'powerboat', 'lifeboat', 'tugboat',
  'kayak', 'canoe', 'raft', 'yacht', 'gondola', 'ship', 'dinghy', 'pedalo', 'ferry', 'surfboard',
  'paddleboard', 'jetski', 'jet-ski', 'ski', 'catamaran', 'sub', 'submarine', 'dragon boat',
]);

/**
 * Places whose ground is the road: desert and beach sand; a dirt track over open country
 * (a prairie, a meadow, a savanna, a farm) and through the wild (woods, jungle, swamp), where
 * no one lays tarmac.
 */
const GROUND_SURFACES: Readonly<Partial<Record<PlaceId, RacingRoadSurface>>> = {
  desert: 'sand',
  beach: 'sand',
  island: 'sand',
  savanna: 'dirt',
  outback: 'dirt',
  canyon: 'dirt',
  farm: 'dirt',
  meadow: 'dirt',
  forest: 'dirt',
  jungle: 'dirt',
  swamp: 'dirt',
  arctic: 'snow',
};

/**
 * The ground a race goes over, by the word after its preposition: "through the mud", "across
 * the ice". Snow is weather first: a city in the snow keeps its roads.
 */
const GROUND_WORDS =
  /\b(?:through|across|over|on|along|in|into)\s+(?:(?:the|a|an|some)\s+)?(?:[a-z-]+\s+)?(mud|muddy|dirt|ice|icy|sand|sandy)\b/i;
const GROUND_WORD_SURFACES: Readonly<Record<string, RacingRoadSurface>> = {
  mud: 'dirt',
  muddy: 'dirt',
  dirt: 'dirt',
  ice: 'ice',
  icy: 'ice',
  sand: 'sand',
  sandy: 'sand',
};

/**
 * What the racing road is made of, so the course takes the place: water under anything that
 * floats, the ground the prompt races over ("through the mud", "across the ice"), ice over a
 * frozen place, the ground of a sandy, dusty or snowy main place, packed snow outdoors in the
 * snow; else tarmac (cities, roads, tracks).
 *
 * @example roadSurfaceOf('Race speedboats down a river', analysis, speedboat) // => 'water'
 */
export function roadSurfaceOf(
  prompt: string,
  analysis: PromptAnalysis,
  vehicle: Pick<VehicleConcept, 'phrase' | 'isCreature'>,
): RacingRoadSurface {
  const words = vehicle.phrase.split(' ');
  const ride = vehicle.isCreature === true ? undefined : words.at(-1);
  if (ride !== undefined && (WATER_RIDES.has(ride) || WATER_RIDES.has(words.slice(-2).join(' '))))
    return 'water';
  const named = GROUND_WORDS.exec(prompt)?.[1]?.toLowerCase();
  if (named !== undefined && GROUND_WORD_SURFACES[named]) return GROUND_WORD_SURFACES[named];
  const state = analysis.atmosphere?.state;
  if (state === 'frozen') return 'ice';
  if (state === 'muddy') return 'dirt';
  const main = analysis.setting.places?.[0];
  const ground = main === undefined ? undefined : GROUND_SURFACES[main];
  if (ground !== undefined) return ground;
  const isOutdoors = analysis.setting.isIndoor !== true && analysis.setting.theme !== 'city';
  return analysis.atmosphere?.weather === 'snow' && isOutdoors ? 'snow' : 'tarmac';
}
