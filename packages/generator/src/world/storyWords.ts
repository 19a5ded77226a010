import type { CharacterConcept } from '../analyze/types.js';
import { CHARACTER_WORDS } from '../analyze/lexicon/characterWords.js';
import { ITEM_WORDS } from '../analyze/lexicon/itemWords.js';
import { JOB_WORDS } from '../analyze/lexicon/jobWords.js';
import { CREATURE_WORDS, VEHICLE_NOUNS } from '../analyze/lexicon/thingWords.js';
import { isDemonym, isOwnName, nameInText } from '../analyze/naming.js';
import { singularOf } from '../analyze/parsePhrases.js';
import { lookupSprite } from '../art/library/rankSprites.js';

/** What a family calls someone, used as a name: "Grandma sets off", not "the grandma". */
// prettier-ignore
const KIN_NAMES: ReadonlySet<string> = new Set([
  'grandma', 'grandpa', 'granny', 'grandad', 'granddad', 'nana', 'nan', 'gran', 'mom', 'mum', 'mommy',
  'dad', 'daddy', 'papa', 'mama', 'auntie', 'uncle',
]);

/**
 * How a sentence calls the hero: a name as it is ("Pickle Knight", "Dot the Driver",
 * "Grandma", "Captain Nova"), a bare common noun or people's word with "the" ("the penguin",
 * "the Viking"), and a role of several words the player typed as a role ("the window cleaner",
 * "the robot guard" for "robot guards", "the Viking warrior").
 *
 * @example heroInText({ name: 'Penguin', ... }) // => 'the penguin'
 */
export function heroInText(hero: Pick<CharacterConcept, 'name'> & { phrase?: string }): string {
  const plain = hero.name.toLowerCase();
  if (KIN_NAMES.has(plain)) return hero.name;
  if (plain.includes(' '))
    return isTypedRole(hero, plain) ? `the ${nameInText(hero.name)}` : hero.name;
  // "the Viking": a people's word keeps its capital.
  if (isDemonym(plain)) return `the ${hero.name}`;
  return nameInText(hero.name) === plain ? `the ${plain}` : hero.name;
}

/** A word English uses for a kind of someone or something ("guard", "keeper", "ball"). */
const isCommonNoun = (word: string): boolean =>
  word in CHARACTER_WORDS ||
  word in JOB_WORDS ||
  CREATURE_WORDS.has(word) ||
  VEHICLE_NOUNS.has(word) ||
  word in ITEM_WORDS ||
  lookupSprite(word)?.label === word;

/**
 * A name of several words that is only the player's own words for a kind of someone
 * ("window cleaner", "robot guards", "Viking warrior"): not a name with an own name in it
 * ("Santa Claus", "Captain Nova": no noun of English ends it) or one the reader made.
 */
function isTypedRole(hero: { phrase?: string }, plain: string): boolean {
  const typed = (hero.phrase?.toLowerCase().split(/\s+/) ?? []).map(singularOf);
  const words = plain.split(' ').map(singularOf);
  const isTyped = words.every((word, index) => typed[typed.length - words.length + index] === word);
  const head = words.at(-1) ?? '';
  return isTyped && !words.some(isOwnName) && isCommonNoun(head);
}

/** "the penguin sets off" → "The penguin sets off": a sentence starts with a capital. */
export const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "the chef's eyes", "Grandma's eyes": whose something is. */
export const possessive = (who: string): string => (who.endsWith('s') ? `${who}'` : `${who}'s`);

/**
 * The foe as the story names it: the prompt's own words when it named one, a general word
 * ("foes", "rivals") when the genre filled in a default the player never asked for.
 */
export function foesInText(
  enemy: Pick<CharacterConcept, 'isImplied'>,
  named: string,
  general: string,
): string {
  return enemy.isImplied ? general : named;
}
