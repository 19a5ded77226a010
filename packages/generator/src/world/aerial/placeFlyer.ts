import { lookFromWords } from '../../analyze/characterLook.js';
import type { CharacterConcept, PlaceId, PromptAnalysis } from '../../analyze/types.js';
import { createRandom } from '../../random/seededRandom.js';

/** A creature that flies over a place, as one word the character lexicon draws. */
interface PlaceFlyer {
  /** The lexicon's word for its look. */
  word: string;
  name: string;
  plural: string;
}

const BAT: PlaceFlyer = { word: 'bat', name: 'Bat', plural: 'bats' };
const CROW: PlaceFlyer = { word: 'crow', name: 'Crow', plural: 'crows' };
const PARROT: PlaceFlyer = { word: 'parrot', name: 'Parrot', plural: 'parrots' };
const GULL: PlaceFlyer = { word: 'bird', name: 'Seabird', plural: 'seabirds' };
const BEE: PlaceFlyer = { word: 'bee', name: 'Bee', plural: 'bees' };

/** Where bats fly whatever the hour. */
const BAT_PLACES: ReadonlySet<PlaceId> = new Set<PlaceId>([
  'graveyard',
  'haunted-house',
  'castle',
  'cave',
  'volcano',
  'dungeon',
]);

// prettier-ignore
const PLACE_FLYERS: Partial<Readonly<Record<PlaceId, PlaceFlyer>>> = {
  jungle: PARROT, island: PARROT, rio: PARROT, bangkok: PARROT,
  beach: GULL, ocean: GULL, harbor: GULL, boardwalk: GULL, shipwreck: GULL, sydney: GULL,
  garden: BEE, 'sunflower-field': BEE, 'tulip-field': BEE, 'lavender-field': BEE, orchard: BEE,
  'strawberry-field': BEE, greenhouse: BEE,
};

/** Places no bird flies over: the prompt's own enemy or the place's usual one stays. */
const BIRDLESS: ReadonlySet<string> = new Set(['space', 'underwater', 'candy', 'sewer', 'factory']);

/**
 * What flies at the vehicle when the prompt names no enemy: a creature of the place and the
 * hour (bats at night and over graveyards, parrots over the jungle, seabirds over the sea, bees
 * over flower fields, crows over forests, towns and deserts), never the hero's own kind. Null
 * when the prompt names its enemies (they fly first) or the place has no birds (space).
 */
export function placeFlyerOf(analysis: PromptAnalysis, seed: number): CharacterConcept | null {
  if (!analysis.enemy.isImplied || BIRDLESS.has(analysis.setting.theme)) return null;
  const place = analysis.setting.places?.[0];
  const isNight = analysis.atmosphere?.timeOfDay === 'night';
  const flyer =
    isNight || (place && BAT_PLACES.has(place)) ? BAT : ((place && PLACE_FLYERS[place]) ?? CROW);
  if (analysis.hero.phrase.toLowerCase().includes(flyer.word)) return null;
  return {
    name: flyer.name,
    phrase: flyer.plural,
    look: lookFromWords(
      { head: flyer.word, modifiers: [], isPerson: false, isHostile: true },
      createRandom(seed).fork('place-flyer'),
    ),
    isImplied: true,
  };
}
