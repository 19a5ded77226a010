import { STATE_PLACES, STATE_WORDS } from './lexicon/atmosphereWords.js';
import { PLACE_KIND_WORDS } from './lexicon/placeKinds.js';
import { PLACE_WORDS } from './lexicon/placeWords.js';
import type { PlaceState } from './types.js';

/** Nouns for a place or part of one that the place tables leave to their kind readers. */
// prettier-ignore
const PLACE_NOUNS = new Set([
  'town', 'towns', 'house', 'houses', 'home', 'homes', 'building', 'buildings', 'room', 'rooms', 'yard',
  'street', 'streets', 'world', 'kingdom', 'land', 'lands', 'planet', 'temple', 'palace', 'tower', 'bridge',
  'station', 'school', 'hall', 'hallway', 'church', 'cabin', 'cottage', 'mansion', 'hut', 'huts', 'barn',
  'farmyard', 'shop', 'store', 'camp', 'base', 'fortress', 'fort', 'empire', 'realm', 'island',
  'neighborhood', 'neighbourhood', 'suburb', 'suburbs', 'metropolis', 'capital', 'settlement', 'road',
  'roads', 'track', 'field', 'fields', 'lake', 'river', 'valley', 'hillside', 'apartment', 'attic',
  'basement', 'garage', 'dorm', 'playroom', 'classroom', 'village', 'villages', 'cities', 'city',
]);

/** Words that end the run after a state word: what follows is no longer its noun. */
// prettier-ignore
const BREAKS = new Set([
  'in', 'on', 'at', 'with', 'through', 'of', 'and', 'to', 'from', 'near', 'by', 'under', 'over',
  'across', 'into', 'while', 'as', 'past', 'around', 'along', 'against', 'for',
]);
/** Words after a state word that make it something else ("blazing hot", "frozen yogurt"). */
// prettier-ignore
const NOT_A_STATE = new Set([
  'hot', 'sun', 'sunny', 'heat', 'fast', 'speed', 'yogurt', 'pizza', 'peas', 'food', 'fish', 'dinner',
  'treat', 'treats', 'dessert', 'drink', 'drinks',
]);
/** Words after which a state word says what the place before it has become ("the city is burning"). */
const LINKS = new Set([
  'is',
  'was',
  'are',
  'were',
  'gets',
  'got',
  'goes',
  'went',
  'turned',
  'left',
]);

const isPlaceAt = (words: readonly string[], at: number): boolean => {
  const one = words[at];
  if (one === undefined) return false;
  const two = words.slice(at, at + 2).join(' ');
  return (
    PLACE_NOUNS.has(one) ||
    PLACE_WORDS[one] !== undefined ||
    PLACE_KIND_WORDS[one] !== undefined ||
    PLACE_WORDS[two] !== undefined ||
    PLACE_KIND_WORDS[two] !== undefined ||
    (one.endsWith('s') && PLACE_WORDS[one.slice(0, -1)] !== undefined)
  );
};

/** A place noun among the next few words before the phrase ends ("burning old wooden village"). */
function placeFollows(words: readonly string[], from: number): boolean {
  for (let at = from; at < Math.min(words.length, from + 3); at++) {
    if (BREAKS.has(words[at] ?? '') || NOT_A_STATE.has(words[at] ?? '')) return false;
    if (isPlaceAt(words, at)) return true;
  }
  return false;
}

/** A place noun just before a state said after it ("a village on fire", "the city is flooded"). */
function placePrecedes(words: readonly string[], at: number, key: string): boolean {
  const linked = LINKS.has(words[at - 1] ?? '');
  if (!key.includes(' ') && !linked && key !== 'ablaze' && key !== 'aflame') return false;
  const start = linked ? at - 2 : at - 1;
  for (let back = start; back >= Math.max(0, start - 2); back--)
    if (isPlaceAt(words, back)) return true;
  return false;
}

/**
 * What has become of the place the prompt names, when it says so ("a burning village", "a
 * city in ruins", "a muddy farmyard", "explore the ancient ruins"); undefined when it does not.
 * A state word beside no place ("a flaming sword", "a broken robot") is not the place's state.
 *
 * @example placeStateOf(['a', 'village', 'on', 'fire']) // => 'burning'
 */
export function placeStateOf(words: readonly string[]): PlaceState | undefined {
  for (let at = 0; at < words.length; at++) {
    for (let size = 3; size >= 1; size--) {
      if (at + size > words.length) continue;
      const key = words.slice(at, at + size).join(' ');
      const named = STATE_PLACES[key];
      if (named) return named;
      const state = STATE_WORDS[key];
      if (state && (placeFollows(words, at + size) || placePrecedes(words, at, key))) return state;
    }
  }
  return undefined;
}
