import nlp from 'compromise';
import { PLACE_WORDS } from '../analyze/lexicon/placeWords.js';
import { singularOf } from '../analyze/parsePhrases.js';
import { storyPlaceWhenOf } from '../analyze/storyPlace.js';
import type { PromptAnalysis } from '../analyze/types.js';
import type { SeededRandom } from '../random/seededRandom.js';
import { isPairNoun, nameInText } from '../analyze/naming.js';
import { capitalized, heroInText } from './storyWords.js';

const MAX_STORY_LENGTH = 600;

/** Things counted by the heap, not one by one: "as much corn", "collect litter". */
// prettier-ignore
const MASS_NOUNS: ReadonlySet<string> = new Set([
  'corn', 'wheat', 'rice', 'barley', 'hay', 'sushi', 'popcorn', 'broccoli', 'spinach', 'cotton',
  'celery', 'asparagus', 'seaweed', 'kelp', 'litter', 'trash', 'garbage', 'rubbish', 'junk', 'cheese',
  'gold', 'loot', 'money', 'honey', 'candy corn', 'mud', 'sand', 'bamboo', 'lettuce', 'grass', 'kale',
  'clover', 'sugarcane', 'sugar cane', 'lavender', 'mint', 'basil', 'parsley', 'tea', 'coffee', 'cocoa',
  'nectar', 'pollen', 'treasure', 'stardust', 'glitter', 'food',
]);

/** Words whose plural is the word itself: a farm grows "corn", a lake holds "fish". */
const SAME_IN_PLURAL: ReadonlySet<string> = new Set([
  ...MASS_NOUNS,
  ...['fish', 'sheep', 'deer', 'moose', 'bison', 'shrimp'],
]);

/** "corn", "golden cheese", "candy corn": a heap of it, never "many" of it. */
export function isMassNoun(text: string): boolean {
  const words = text.toLowerCase().split(' ');
  return MASS_NOUNS.has(words.slice(-2).join(' ')) || MASS_NOUNS.has(words.at(-1) ?? '');
}

/**
 * One of a thing named in the plural: "clouds" → "cloud"; things of two parts and heaps stay
 * ("scissors", "corn").
 *
 * @example oneOf('Storm Clouds') // => 'Storm Cloud'
 */
export function oneOf(name: string): string {
  if (isPairNoun(name) || isMassNoun(name)) return name;
  return name.replace(/\S+$/, (word) => {
    const singular = singularWord(word.toLowerCase());
    return word === word.toLowerCase() ? singular : capitalizedWord(singular);
  });
}

/** "clouds" → "cloud", though a place word keeps its plural for the place reader. */
function singularWord(word: string): string {
  const singular = singularOf(word);
  if (PLACE_WORDS[word] === undefined || !word.endsWith('s')) return singular;
  const doc = nlp(word);
  doc.tag('Noun').tag('Plural');
  return doc.nouns().toSingular().text('normal') || word;
}

const capitalizedWord = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** "every cloud", "every bit of the sand": each one of a chain's first step. */
export const everyOf = (one: string): string =>
  isMassNoun(one) ? `every bit of ${one}` : `every ${one}`;

/** "lava blob" → "lava blobs", "ufo" → "UFOs"; phrases already plural stay as they are. */
export function pluralPhrase(text: string): string {
  return nameInText(pluralOf(text));
}

/** The plural of a name: its head noun takes it ("fuel can" → "fuel cans", "pot of food" → "pots of food"). */
function pluralOf(text: string): string {
  const [noun = '', ...rest] = text.toLowerCase().split(/ (?=of )/);
  const words = noun.split(' ');
  const head = words.pop() ?? '';
  return [...words, pluralWord(head), ...rest].join(' ');
}

function pluralWord(word: string): string {
  const singular = singularOf(word);
  if (SAME_IN_PLURAL.has(singular)) return singular;
  // "flowers" is plural already: "lotus flowers" stays ("lotuses flowers" is not).
  if (/^[a-z-]+$/.test(word) && singular !== word) return word;
  // "go-kart" is "go-karts": the tagger would drop the hyphen, so the last part takes it.
  const hyphen = /^([a-z]+(?:-[a-z]+)*-)([a-z]{2,})$/.exec(word);
  if (hyphen) return `${hyphen[1]}${pluralWord(hyphen[2] ?? '')}`;
  const doc = nlp(word);
  if (doc.nouns().isPlural().found) return word;
  // "box" alone reads as a verb to the tagger: the last word of a thing's name is its noun.
  const isReadAsVerb = !doc.nouns().found;
  if (isReadAsVerb) doc.terms().last().tag('Noun');
  doc.nouns().toPlural();
  const plural = doc.text('normal');
  if (plural.length === 0) return word;
  // The tagger leaves some nouns it took for verbs as they were ("slice"): the regular plural.
  // A noun it leaves is uncountable ("cheese", "bread") and stays.
  return plural === word && isReadAsVerb ? regularPlural(word) : menOf(plural);
}

/** English's regular plural: "slices", "boxes", "berries". */
function regularPlural(word: string): string {
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** Words ending in "man" that are not a man: "humans", not "humen". */
const NOT_A_MAN = /(hu|sha|talis|cai|otto|ger|ro|dober|walk)mans$/;

/** "snowmans" → "snowmen", "firemans" → "firemen": the tagger only knows "man" alone. */
function menOf(plural: string): string {
  return /[a-z]mans$/.test(plural) && !NOT_A_MAN.test(plural)
    ? plural.replace(/mans$/, 'men')
    : plural;
}

/**
 * A two or three sentence story in the player's words: who, where, what to avoid,
 * what to collect, where to go.
 */
export function storyFor(analysis: PromptAnalysis, random: SeededRandom): string {
  const { hero, enemy, collectible, goal } = analysis;
  const place = storyPlaceWhenOf(analysis);
  const enemies = pluralPhrase(enemy.phrase);
  const items = pluralPhrase(collectible.phrase);
  const who = heroInText(hero);
  // "a knight with a sword": what the hero wields is in the story, in hand.
  const inHand = analysis.weapon ? `, ${nameInText(analysis.weapon.phrase)} in hand` : '';
  const opening = random.pick([
    `Welcome to ${place}, where ${who} is ready for a big adventure${inHand}.`,
    `${capitalized(who)} sets off across ${place}${inHand}, one jump at a time.`,
    `${capitalized(who)} has a daring run ahead across ${place}${inHand}.`,
  ]);
  const isHeap = isMassNoun(collectible.phrase);
  const many = isHeap ? 'as much' : 'as many';
  const everyOf = isHeap ? 'every bit of the' : 'every one of the';
  // Foes the prompt never named go unnamed: the game drew them, the player did not ask for them.
  const middle = random.pick(
    enemy.isImplied
      ? [
          `Leap over the gaps, stomp anything in your way and scoop up ${everyOf} ${items}.`,
          `Dodge or bop whatever blocks your path and grab the ${items} as you go.`,
          `Watch your step and collect ${many} ${items} as you can.`,
        ]
      : [
          `Leap over the gaps, stomp the ${enemies} and scoop up ${everyOf} ${items}.`,
          `Dodge or bop the ${enemies} and grab the ${items} along the way.`,
          `Watch out for the ${enemies} and collect ${many} ${items} as you can.`,
        ],
  );
  const ending =
    goal.kind === 'cage'
      ? `Can you rescue the ${nameInText(goal.name)} before time runs out?`
      : random.pick([
          `Reach the ${nameInText(goal.name)} before the clock runs out!`,
          `The ${nameInText(goal.name)} waits at the end of the level. Can you make it?`,
        ]);
  return `${opening} ${middle} ${ending}`.slice(0, MAX_STORY_LENGTH);
}
