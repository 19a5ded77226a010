import { nameOfPhrase } from '../../analyze/naming.js';
import type { PromptPhrase } from '../../analyze/parsePhrases.js';
import { isAtmospherePhrase, isCreaturePhrase, type PhraseRoles } from '../../analyze/roles.js';
import { PLACE_WORDS } from '../../analyze/lexicon/placeWords.js';
import type { NamedThing } from '../../analyze/types.js';
import { lookupSprite } from './rankSprites.js';

/** How many named props a game stands in its playfield, at most. */
export const MAX_NAMED_PROPS = 3;

/** "between barrels", "among crystals": things the hero moves among, not places. */
const AMONG_PREPOSITIONS: ReadonlySet<string> = new Set([
  'between',
  'among',
  'amid',
  'past',
  'around',
  'near',
  'beside',
  'behind',
  'by',
]);

/** The roles' phrases, which are no props. */
function phrasesWithRoles(roles: PhraseRoles): Set<PromptPhrase> {
  const taken = [
    roles.hero,
    roles.enemy,
    roles.collectible,
    roles.goal,
    roles.weapon,
    roles.vehicle,
    roles.sky,
    ...roles.worn,
  ];
  return new Set(taken.filter((phrase): phrase is PromptPhrase => phrase !== null));
}

const isPlaceWord = (phrase: PromptPhrase): boolean =>
  phrase.text in PLACE_WORDS || phrase.head in PLACE_WORDS;

/**
 * A phrase read as a place that is also things to stand in the playfield: many of them the hero
 * moves among ("among tombstones", "past igloos"), or a thing no place word names ("flies over
 * sailboats"), but never the main place itself.
 */
function isThingAmong(phrase: PromptPhrase, roles: PhraseRoles): boolean {
  const isAmong = phrase.cuePreposition !== null && AMONG_PREPOSITIONS.has(phrase.cuePreposition);
  if (isAmong && phrase.isPlural) return true;
  return !isPlaceWord(phrase) && phrase !== roles.setting;
}

/**
 * The things a prompt names that no role took ("dodges knives and pots", "between barrels and
 * cannons", "among crystals"), each with its library sprite, in prompt order: the playfield
 * stands them as obstacles and props. Creatures, places, the time and weather are no props,
 * nor is a thing the library has no specific sprite for.
 *
 * @example namedPropsOf(phrases, roles).map((p) => p.phrase) // => ['cannons']
 */
export function namedPropsOf(phrases: readonly PromptPhrase[], roles: PhraseRoles): NamedThing[] {
  const taken = phrasesWithRoles(roles);
  const places = new Set(roles.places);
  const seen = new Set<string>();
  const props: NamedThing[] = [];
  for (const phrase of phrases) {
    if (taken.has(phrase) || isCreaturePhrase(phrase) || isAtmospherePhrase(phrase)) continue;
    if (places.has(phrase) && !isThingAmong(phrase, roles)) continue;
    const sprite = lookupSprite(phrase.text) ?? lookupSprite(phrase.head);
    if (!sprite || seen.has(sprite.id)) continue;
    seen.add(sprite.id);
    props.push({ name: nameOfPhrase(phrase, 3), phrase: phrase.text, sprite });
    if (props.length === MAX_NAMED_PROPS) break;
  }
  return props;
}
