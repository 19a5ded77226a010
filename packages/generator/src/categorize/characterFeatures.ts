import { CHARACTER_WORDS } from '../analyze/lexicon/characterWords.js';
import { COLOR_WORDS } from '../analyze/lexicon/colorWords.js';
import type { CharacterLook } from '../analyze/types.js';
import type { LibraryCharacter } from './characterLibrary.js';
import { colorNameOf } from './colorNames.js';
import { libraryLookOf } from './libraryLooks.js';

/** What is known about one character of a prompt, in lemmatised words and its look. */
export interface CharacterQuery {
  /** Singular head noun ("knight"). */
  head: string;
  /** Singular words before it ("pickle", "brave", "green"). */
  modifiers: readonly string[];
  /** Words of nearby phrases that describe it further ("with a golden sword"): weaker hints. */
  extraWords: readonly string[];
  look: CharacterLook;
  /** Theme of the place it appears in, or null. */
  theme: string | null;
}

/** A character as the matcher sees it: weighted words, and weighted drawn features. */
export interface CharacterFeatures {
  /** Query: how much each word says about the character. Library: credit (0..1) per word. */
  words: ReadonlyMap<string, number>;
  /** Body, parts, gear, colour and home, weighted. */
  look: ReadonlyMap<string, number>;
}

/** Words say most about who a character is; the drawing and colour refine it. */
const WORD_SHARE = 0.65;

/** How strongly each kind of evidence counts. */
const WEIGHT = {
  head: 3,
  /** A creature, role or material before the head ("slime" monster, "pickle" knight). */
  characterModifier: 2.5,
  modifier: 1.5,
  extra: 1,
  body: 1.5,
  gear: 1,
  part: 0.5,
  namedColor: 1.5,
  color: 0.75,
  home: 0.5,
} as const;

/** Words for worn or carried things, as the drawing's features ("with a sword" → held sword). */
// prettier-ignore
const GEAR_WORDS: Readonly<Record<string, string>> = {
  helmet: 'headgear:helmet', armor: 'headgear:helmet', armour: 'headgear:helmet',
  crown: 'headgear:crown', tiara: 'headgear:crown', hat: 'headgear:wizardHat',
  headband: 'headgear:ninjaBand', bandana: 'headgear:ninjaBand', antenna: 'headgear:antenna',
  horn: 'headgear:horns', sword: 'held:sword', katana: 'held:sword', blade: 'held:sword',
  wand: 'held:wand', staff: 'held:wand', hammer: 'held:hammer', axe: 'held:hammer',
  spatula: 'held:spatula', claw: 'held:claws', cape: 'back:cape', cloak: 'back:cape',
  jetpack: 'back:jetpack', shell: 'back:shell', wing: 'wings:feather', visor: 'eyes:visor',
};

/** A library name word matches fully; a tag (synonym, association) a little less. */
const CREDIT = { name: 1, tag: 0.8 } as const;

/** Words that describe any character and tell nothing about which one. */
// prettier-ignore
const FILLER_WORDS = new Set([
  'tiny', 'little', 'small', 'big', 'giant', 'huge', 'super', 'mega', 'very', 'cute', 'baby',
  'happy', 'angry', 'silly', 'funny', 'cool', 'new', 'old', 'young', 'great', 'mini', 'grumpy',
  'character', 'guy', 'thing', 'one', 'player', 'enemy', 'friend', 'someone', 'buddy',
]);

function setMax(features: Map<string, number>, key: string, weight: number): void {
  features.set(key, Math.max(features.get(key) ?? 0, weight));
}

function addWord(features: Map<string, number>, word: string, weight: number): void {
  if (word.length < 2 || FILLER_WORDS.has(word) || word in COLOR_WORDS) return;
  setMax(features, word, weight);
}

function lookFeatures(look: CharacterLook): Map<string, number> {
  const features = new Map<string, number>();
  setMax(features, `body:${look.body}`, WEIGHT.body);
  const gear: [string, string][] = [
    ['headgear', look.headgear],
    ['held', look.held],
    ['back', look.back],
    ['wings', look.wings],
  ];
  const parts: [string, string][] = [
    ['ears', look.ears],
    ['snout', look.snout],
    ['tail', look.tail],
    ['pattern', look.pattern],
    ['eyes', look.eyes],
  ];
  for (const [part, value] of gear) {
    if (value !== 'none' && value !== 'hair') setMax(features, `${part}:${value}`, WEIGHT.gear);
  }
  for (const [part, value] of parts) {
    if (value !== 'none' && value !== 'round') setMax(features, `${part}:${value}`, WEIGHT.part);
  }
  return features;
}

/** The theme a character's words call home ("rat" → sewer), or null. */
function homeOf(words: readonly string[]): string | null {
  for (const word of words) {
    const home = CHARACTER_WORDS[word]?.home;
    if (home) return home;
  }
  return null;
}

/** Features of a prompt's character: its words (head strongest), look, colour and place. */
export function queryFeatures(query: CharacterQuery): CharacterFeatures {
  const words = new Map<string, number>();
  addWord(words, query.head, WEIGHT.head);
  for (const word of query.modifiers) {
    addWord(words, word, word in CHARACTER_WORDS ? WEIGHT.characterModifier : WEIGHT.modifier);
  }
  for (const word of query.extraWords) addWord(words, word, WEIGHT.extra);
  const look = lookFeatures(query.look);
  for (const word of [...query.modifiers, ...query.extraWords]) {
    const gear = GEAR_WORDS[word];
    if (gear) setMax(look, gear, WEIGHT.gear);
  }
  // A colour the prompt names is a strong hint; the drawn colour alone a weaker one.
  const named = [...query.modifiers, query.head].find((word) => word in COLOR_WORDS);
  const namedHex = named ? COLOR_WORDS[named] : undefined;
  if (namedHex) setMax(look, `color:${colorNameOf(namedHex)}`, WEIGHT.namedColor);
  else setMax(look, `color:${colorNameOf(query.look.bodyColor)}`, WEIGHT.color);
  if (query.theme) setMax(look, `home:${query.theme}`, WEIGHT.home);
  return { words, look };
}

const libraryFeatures = new Map<string, CharacterFeatures>();

/** Features of a library character: its name words and tags, look, colour and home. */
export function libraryFeaturesOf(character: LibraryCharacter): CharacterFeatures {
  const cached = libraryFeatures.get(character.id);
  if (cached) return cached;
  const words = new Map<string, number>();
  for (const tag of character.tags) addWord(words, tag, CREDIT.tag);
  const nameWords = [
    character.head,
    ...character.modifiers,
    ...character.name.toLowerCase().split(/\s+/),
  ];
  for (const word of nameWords) addWord(words, word, CREDIT.name);
  const drawn = libraryLookOf(character);
  const look = lookFeatures(drawn);
  setMax(look, `color:${colorNameOf(drawn.bodyColor)}`, WEIGHT.color);
  const home = homeOf([character.head, ...character.modifiers]);
  if (home) setMax(look, `home:${home}`, WEIGHT.home);
  const features = { words, look };
  libraryFeatures.set(character.id, features);
  return features;
}

/** Share of the query's word weight the library character accounts for (0..1). */
function wordCoverage(
  query: ReadonlyMap<string, number>,
  credits: ReadonlyMap<string, number>,
): number {
  let total = 0;
  let covered = 0;
  for (const [word, weight] of query) {
    total += weight;
    covered += weight * (credits.get(word) ?? 0);
  }
  return total === 0 ? 0 : covered / total;
}

/** Cosine of two weighted feature sets: 1 for the same features in the same proportions. */
function cosine(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (const [key, weight] of a) {
    normA += weight * weight;
    dot += weight * (b.get(key) ?? 0);
  }
  for (const weight of b.values()) normB += weight * weight;
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/**
 * How alike a prompt's character and a library character are, 0..1: mostly how much of
 * the prompt's words (lemmatised; synonyms through tags) the library character accounts
 * for, the rest how alike the two drawings are (body, parts, gear, colour, home).
 */
export function characterSimilarity(query: CharacterFeatures, library: CharacterFeatures): number {
  const similarity =
    WORD_SHARE * wordCoverage(query.words, library.words) +
    (1 - WORD_SHARE) * cosine(query.look, library.look);
  return Math.min(1, Math.max(0, similarity));
}
