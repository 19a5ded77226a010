import { infinitiveOf, type PromptPhrase } from './parsePhrases.js';
import type { PhraseRoles } from './roles.js';

/** Verbs of fighting one's match: "two ninjas duel", "samurai fight each other". */
// prettier-ignore
const DUEL_VERBS: ReadonlySet<string> = new Set([
  'duel', 'fight', 'battle', 'spar', 'wrestle', 'box', 'slap', 'brawl', 'clash', 'joust', 'punch',
  'kick', 'fence', 'scrap', 'tussle', 'slap-battle', 'karate-chop', 'face', 'square',
]);

/** "each other", "one another": the hero's own kind is whom it fights. */
const EACH_OTHER = /\b(?:each other|one another)\b/i;

/** Whether a phrase is "each other" / "one another", never a foe or a thing of its own. */
export const isEachOther = (phrase: PromptPhrase): boolean =>
  phrase.head === 'other' || phrase.head === 'another' || EACH_OTHER.test(phrase.text);

const NUMBER_WORDS = new Set(['two', 'three', 'four', 'five', 'both', 'rival', 'many']);

/**
 * Whether the prompt's hero fights its own kind: "two ninjas duel on a rooftop", "samurai fight
 * each other in a temple", "boxing kangaroos spar". Then the rival is another of the hero's
 * kind, not the place's usual foe. False when the prompt names another foe or no hero.
 *
 * @example fightsOwnKind('Two ninjas duel on a rooftop', phrases, roles) // => true
 */
export function fightsOwnKind(
  prompt: string,
  phrases: readonly PromptPhrase[],
  roles: Pick<PhraseRoles, 'hero' | 'enemy'>,
): boolean {
  const hero = roles.hero;
  if (!hero || hero.isImperative === true) return false;
  if (roles.enemy && !isEachOther(roles.enemy)) return false;
  if (EACH_OTHER.test(prompt)) return true;
  const isMany = hero.isPlural || hero.modifiers.some((word) => NUMBER_WORDS.has(word));
  if (!isMany) return false;
  const sentence = hero.sentence ?? 0;
  const verbs = phrases
    .filter((phrase) => phrase !== hero && (phrase.sentence ?? 0) === sentence)
    .map((phrase) => phrase.cueVerb);
  // "two knights duel": a clause that ends on its verb leaves it as the last word.
  const lastWord = prompt.toLowerCase().match(/([a-z-]+)[^a-z-]*$/)?.[1];
  if (lastWord !== undefined) verbs.push(infinitiveOf(lastWord));
  return verbs.some(
    (verb) => verb !== null && [verb, ...verb.split('-')].some((part) => DUEL_VERBS.has(part)),
  );
}
