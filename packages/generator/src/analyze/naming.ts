import { CHARACTER_WORDS } from './lexicon/characterWords.js';
import nlp from 'compromise';
import { COLOR_WORDS } from './lexicon/colorWords.js';
import { COMMON_LANDMARKS, LANDMARK_PHRASES, PROPER_PLACES } from './lexicon/placeWords.js';
import { SETTING_WORDS } from './lexicon/themes.js';
import type { PromptPhrase } from './parsePhrases.js';

const MAX_WORD_LENGTH = 16;
const MAX_NAME_LENGTH = 36;
const SIZE_WORDS = new Set(['tiny', 'little', 'giant', 'big', 'mini', 'mega', 'super', 'baby']);
/** "two grannies" is a granny: how many is no part of a name. */
// prettier-ignore
const NUMBER_WORDS = new Set([
  'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'many', 'some',
  'several', 'few', 'dozen', 'hundred', 'thousand',
]);

/** Words written in capitals ("UFO", "DJ", "NYC"). */
const ACRONYMS: Readonly<Record<string, string>> = {
  ufo: 'UFO',
  ufos: 'UFOs',
  dj: 'DJ',
  nyc: 'NYC',
  uk: 'UK',
  usa: 'USA',
  tv: 'TV',
  diy: 'DIY',
  bmx: 'BMX',
  bmxs: 'BMXs',
  't-rex': 'T-Rex',
  't-rexes': 'T-Rexes',
};

/**
 * Things named only in the plural, one thing of two parts: "scissors", "sunglasses", "skis".
 * Their name stays plural ("Scissors", never "Scissor") and one of them is "a pair of".
 */
// prettier-ignore
export const PAIR_NOUNS: ReadonlySet<string> = new Set([
  'scissors', 'pliers', 'tongs', 'tweezers', 'shears', 'clippers', 'binoculars', 'glasses',
  'sunglasses', 'goggles', 'spectacles', 'headphones', 'earphones', 'earmuffs', 'pants', 'trousers',
  'jeans', 'shorts', 'leggings', 'overalls', 'pajamas', 'pyjamas', 'skis', 'skates', 'rollerblades',
  'roller skates', 'ice skates', 'snowshoes', 'stilts', 'nunchucks', 'handcuffs',
]);

/** "sunglasses", "ice skates": the phrase names a thing of two parts by its plural. */
export function isPairNoun(text: string): boolean {
  const words = text.toLowerCase().trim().split(/\s+/);
  return PAIR_NOUNS.has(words.slice(-2).join(' ')) || PAIR_NOUNS.has(words.at(-1) ?? '');
}

/** Title Case for display names: "ninja frog" → "Ninja Frog", "ufo" → "UFO". */
export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => ACRONYMS[word] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * A short display name for a phrase: its nouns and lexicon words, at most `maxWords`
 * from the end, singular ("super brave purple ninja frog" → "Purple Ninja Frog").
 */
export function nameOfPhrase(phrase: PromptPhrase, maxWords = 3, keepPlural = false): string {
  const keep = phrase.modifiers.filter(
    (word) =>
      !NUMBER_WORDS.has(word) &&
      !/^\d+$/.test(word) &&
      (word in CHARACTER_WORDS ||
        word in COLOR_WORDS ||
        word in SETTING_WORDS ||
        SIZE_WORDS.has(word) ||
        !phrase.adjectives.includes(word)),
  );
  const written = phrase.text.split(' ').pop() ?? phrase.head;
  // "scissors" is one thing: its name stays plural.
  const head = keepPlural || PAIR_NOUNS.has(written) ? written : phrase.head;
  let words = [...keep, head];
  const describing = phrase.adjectives.filter((word) => !NUMBER_WORDS.has(word));
  if (words.length === 1 && describing.length > 0) {
    words = [describing[describing.length - 1] as string, head];
  }
  // Keep names short enough for titles: long made-up words are clipped, then whole words dropped.
  let kept = words.slice(-maxWords).map((word) => word.slice(0, MAX_WORD_LENGTH));
  while (kept.join(' ').length > MAX_NAME_LENGTH && kept.length > 1) kept = kept.slice(1);
  return titleCase(kept.join(' '));
}

/** Own names of the land and the sea: deserts, rivers, seas, mountain ranges, regions, islands. */
// prettier-ignore
const GEOGRAPHIC_NAMES: ReadonlySet<string> = new Set([
  'gobi', 'sahara', 'kalahari', 'mojave', 'atacama', 'sonoran', 'namib', 'negev', 'sinai', 'amazon',
  'nile', 'thames', 'danube', 'rhine', 'seine', 'mississippi', 'yangtze', 'ganges', 'mekong', 'zambezi',
  'volga', 'pacific', 'atlantic', 'mediterranean', 'caribbean', 'baltic', 'aegean', 'adriatic', 'alps',
  'himalaya', 'himalayas', 'andes', 'rockies', 'pyrenees', 'appalachians', 'dolomites', 'urals',
  'matterhorn', 'olympus', 'everest', 'kilimanjaro', 'serengeti', 'siberia', 'patagonia', 'yukon',
  'tuscany', 'provence', 'transylvania', 'yosemite', 'yellowstone', 'galapagos', 'borneo', 'sumatra',
  'cappadocia', 'santorini', 'mykonos', 'stonehenge', 'hawaii', 'bali', 'narnia', 'mordor', 'gotham',
  'neverland', 'hogwarts', 'himalayan', 'andean', 'saharan', 'amazonian',
]);

/** A kind of place that is part of the name after one ("the Gobi Desert", "the Nile River"). */
// prettier-ignore
const GEOGRAPHIC_HEADS: ReadonlySet<string> = new Set([
  'desert', 'sea', 'ocean', 'river', 'lake', 'mountains', 'mountain', 'range', 'canyon', 'bay', 'gulf',
  'island', 'islands', 'falls', 'valley', 'strait', 'peninsula', 'basin', 'plains', 'plateau',
]);

/** Own names the tagger does not know: places of the land and sea, people, creatures of legend. */
// prettier-ignore
const PROPER_NAMES: ReadonlySet<string> = new Set([
  ...GEOGRAPHIC_NAMES,
  'santa', 'bigfoot', 'godzilla', 'dracula', 'frankenstein', 'sherlock', 'cupid', 'zeus', 'thor',
  'poseidon', 'merlin', 'cinderella', 'rudolph', 'pinocchio', 'tarzan', 'elvis', 'einstein',
  'napoleon', 'cleopatra', 'shakespeare', 'beethoven', 'mozart', 'picasso', 'mario', 'luigi',
  'bowser', 'batman', 'superman', 'shrek', 'yoda', 'gandalf', 'zelda', 'pikachu', 'easter',
  'christmas', 'halloween', 'thanksgiving', 'hanukkah',
]);

/** A word that is someone's or somewhere's own name ("santa", "zeus", "sahara"). */
export const isOwnName = (word: string): boolean => PROPER_NAMES.has(word);

/** Words the tagger takes for a country or a city that are common nouns too. */
const COMMON_TOO: ReadonlySet<string> = new Set(['turkey', 'china', 'jersey', 'chad', 'phoenix']);

/** Words that begin a place's own name before another name ("New Mexico", "South Dakota", "San Diego"). */
// prettier-ignore
const NAME_LEADERS: ReadonlySet<string> = new Set([
  'new', 'north', 'south', 'east', 'west', 'northern', 'southern', 'san', 'santa', 'los', 'las',
  'saint', 'st', 'port', 'fort', 'mount', 'cape', 'lake', 'river', 'gulf',
]);

/** Proper place and landmark names, word by word ("eiffel tower" → eiffel, tower). */
const PROPER_PHRASES: readonly string[][] = [...PROPER_PLACES, ...LANDMARK_PHRASES]
  .filter((phrase) => !COMMON_LANDMARKS.has(phrase))
  .map((phrase) => phrase.split(' '));

/** Words of `words` that belong to a proper place or landmark name written in full. */
function properPhraseWords(words: readonly string[]): Set<number> {
  const kept = new Set<number>();
  for (const phrase of PROPER_PHRASES) {
    for (let start = 0; start + phrase.length <= words.length; start += 1) {
      if (phrase.every((word, offset) => words[start + offset] === word)) {
        phrase.forEach((_, offset) => kept.add(start + offset));
      }
    }
  }
  return kept;
}

const taggedProper = new Map<string, boolean>();

/** A country, a city or a people ("Egypt", "Kyoto", "French"); first names are common nouns too. */
function isTaggedProper(word: string): boolean {
  if (COMMON_TOO.has(word)) return false;
  let proper = taggedProper.get(word);
  if (proper === undefined) {
    proper = nlp(word).has('(#Place|#Demonym)');
    taggedProper.set(word, proper);
  }
  return proper;
}

const taggedDemonym = new Map<string, boolean>();

/** Peoples' words the tagger does not know as such. */
// prettier-ignore
const MORE_DEMONYMS: ReadonlySet<string> = new Set([
  'irish', 'english', 'spanish', 'roman', 'nordic', 'arabian', 'persian', 'turkish', 'hawaiian',
  'swedish', 'danish', 'polish', 'tibetan', 'viking', 'aztec', 'mayan', 'victorian',
]);

/** A people's word, written with a capital: "Scottish", "Dutch", "Moroccan". */
export function isDemonym(word: string): boolean {
  if (MORE_DEMONYMS.has(word)) return true;
  let demonym = taggedDemonym.get(word);
  if (demonym === undefined) {
    demonym = nlp(word).has('#Demonym');
    taggedDemonym.set(word, demonym);
  }
  return demonym;
}

/** Written by hand in mixed case: "UFO", "DJ", "McQueen", "T-Rex" (not "Hot-Headed"). */
const OWN_CAPITALS = /[A-Z]{2}|[a-z][A-Z]|^[A-Z]-/;

/**
 * A display name as it reads inside a sentence: common nouns in lower case, proper names and
 * acronyms as English writes them ("Giant UFO" → "giant UFO", "Eiffel Tower Flag" → "Eiffel
 * Tower flag", "Alaska" stays, "Royal Treasure" → "royal treasure", "T-Rex" stays).
 *
 * @example nameInText('Mini UFO') // => 'mini UFO'
 */
export function nameInText(name: string): string {
  const words = name.split(/\s+/).filter((word) => word.length > 0);
  const proper = properWordsOf(words.map((word) => word.toLowerCase()));
  return words
    .map((word, index) => {
      const plain = word.toLowerCase();
      if (ACRONYMS[plain]) return ACRONYMS[plain];
      if (OWN_CAPITALS.test(word)) return word;
      return proper.has(index) ? titleCase(plain) : plain;
    })
    .join(' ');
}

/**
 * Which of the lower-case `words` English writes with a capital: proper places and landmarks
 * in full, own names, countries, cities and peoples, and the kind of place after a name of the
 * land or sea ("gobi desert" → Gobi Desert, "nile river" → Nile River), and the word that leads a
 * name ("new mexico" → New Mexico, "river nile" → River Nile). `byTagger`: also the
 * countries and cities the tagger knows (place words it may take for one, "boardwalk", are not).
 *
 * @example properWordsOf(['the', 'sahara', 'desert']) // => Set { 1, 2 }
 */
export function properWordsOf(words: readonly string[], byTagger = true): Set<number> {
  const proper = properPhraseWords(words);
  words.forEach((word, index) => {
    if (PROPER_NAMES.has(word) || (byTagger && isTaggedProper(word)) || isDemonym(word))
      proper.add(index);
    const next = words[index + 1];
    if (GEOGRAPHIC_NAMES.has(word) && next !== undefined && GEOGRAPHIC_HEADS.has(next))
      proper.add(index + 1);
  });
  // "New Mexico", "the River Nile": a leading word before a name is part of it.
  for (let index = words.length - 2; index >= 0; index -= 1) {
    if (NAME_LEADERS.has(words[index] as string) && proper.has(index + 1)) proper.add(index);
  }
  return proper;
}

/**
 * Whether the place words are one own name in full that starts with a word such as "new" or
 * "south", said without "the" ("New Mexico", "South Texas"); a river's or a sea's name keeps its article ("the Nile River", "the River Nile").
 *
 * @example isOwnPlaceName(['new', 'mexico']) // => true
 */
/** "the Sahara", "the Alps", "Tuscany": the land or sea's own name is among the words. */
export const hasGeographicName = (words: readonly string[]): boolean =>
  words.some((word) => GEOGRAPHIC_NAMES.has(word));

export function isOwnPlaceName(words: readonly string[]): boolean {
  const first = words[0];
  if (words.length < 2 || first === undefined || !NAME_LEADERS.has(first)) return false;
  // "the River Nile", "the Gulf of Mexico"; but "Lake Tahoe".
  if (words.some((word) => word !== 'lake' && GEOGRAPHIC_HEADS.has(word))) return false;
  const proper = properWordsOf(words);
  return words.every((_, index) => proper.has(index));
}
