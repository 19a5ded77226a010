import {
  ATMOSPHERE_NOUNS,
  CALENDAR_NOUNS,
  MOOD_WORDS,
  SEASON_WORDS,
  TIME_WORDS,
  WEATHER_WORDS,
} from './lexicon/atmosphereWords.js';
import type { Atmosphere } from './types.js';
import { weatherEndOf, weatherTimeOf } from './weatherNotNow.js';

/** What a phrase says of the time, the weather and the season. */
export type SaidAtmosphere = Partial<Pick<Atmosphere, 'timeOfDay' | 'weather' | 'season'>>;

/** Nouns a "when" phrase ends on: the atmosphere's own, and snow ("in the snow"). */
const WHEN_HEADS: ReadonlySet<string> = new Set([
  ...ATMOSPHERE_NOUNS,
  'snow',
  'stars',
  'moon',
  'dark',
]);
/** Atmosphere nouns that are also things or places: never a "when" alone. */
// prettier-ignore
const NOT_WHEN_HEADS: ReadonlySet<string> = new Set([
  'light', 'lights', 'neon', 'neon light', 'hour', 'time', 'weather', 'season',
]);
/** Nouns after which a "when" word only describes a thing: "the rain forest", "a night market". */
// prettier-ignore
const THING_AFTER: ReadonlySet<string> = new Set([
  'forest', 'forests', 'market', 'markets', 'club', 'clubs', 'globe', 'globes', 'boot', 'boots', 'coat',
  'coats', 'drop', 'drops', 'cloud', 'clouds', 'drain', 'drains', 'trooper', 'troopers', 'shift', 'owl',
  'owls', 'watch', 'train', 'bus', 'flake', 'flakes', 'man', 'men', 'ball', 'balls', 'city',
  'castle', 'cave', 'house', 'lord', 'knight', 'side', 'matter', 'chocolate', 'festival', 'fair', 'party',
  'parade', 'race', 'sale', 'break', 'cone', 'cones', 'plow', 'plough', 'mobile', 'board', 'suit',
  // "a frozen moon base", "the moon station": a place on the moon, not a night under it
  'base', 'bases', 'station', 'stations', 'colony', 'colonies', 'rover', 'rovers', 'lander', 'landing',
  'rock', 'rocks', 'crater', 'craters', 'dust', 'buggy', 'outpost', 'camp', 'lab', 'laboratory',
]);
/** Prepositions and joins a "when" phrase can stand before ("in the dark with a torch"). */
const isPhraseEnd = (word: string | undefined): boolean =>
  word === undefined ||
  word in WHEN_PREPOSITIONS ||
  /^(with|and|while|as|to|from|over|across|near|for|of)$/.test(word);

/** Prepositions that open a "when" phrase, as a story says them ("through a storm" is "in a storm"). */
const WHEN_PREPOSITIONS: Readonly<Record<string, string>> = {
  at: 'at',
  in: 'in',
  during: 'during',
  under: 'under',
  after: 'after',
  before: 'before',
  on: 'on',
  by: 'by',
  through: 'in',
  into: 'in',
  amid: 'in',
  beneath: 'under',
};

/** Words between the preposition and the noun ("on a cold stormy night", "under a full moon"). */
// prettier-ignore
const WHEN_FILLERS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'this', 'one', 'full', 'heavy', 'light', 'late', 'early', 'cold', 'chilly', 'warm',
  'hot', 'bright', 'thick', 'pouring', 'raging', 'wild', 'howling', 'windy', 'crisp', 'quiet', 'long',
  'big', 'huge', 'giant', 'great', 'terrible', 'fierce', 'gentle', 'first', 'last', 'pale', 'glowing',
]);

const isAtmosphereWord = (word: string): boolean =>
  word in TIME_WORDS || word in WEATHER_WORDS || word in SEASON_WORDS || word in MOOD_WORDS;

/** Month and holiday names keep their capitals: "in December", "on Halloween night". */
const SEASON_NAMES: ReadonlySet<string> = new Set([
  'summer',
  'summertime',
  'midsummer',
  'midwinter',
]);
const CALENDAR_WORDS: ReadonlySet<string> = new Set([
  ...CALENDAR_NOUNS.flatMap((noun) => noun.split(' ')).filter((word) => !SEASON_NAMES.has(word)),
  'halloween',
]);
const CALENDAR_SMALL_WORDS: ReadonlySet<string> = new Set(['of', 'the']);

function written(words: readonly string[]): string {
  return words
    .map((word, at) =>
      CALENDAR_WORDS.has(word) && !(at > 0 && CALENDAR_SMALL_WORDS.has(word))
        ? word.charAt(0).toUpperCase() + word.slice(1)
        : word,
    )
    .join(' ');
}

/** The head noun (one to three words) that starts at `at`, or 0 when none does. */
function headSizeAt(words: readonly string[], at: number): number {
  for (let size = 3; size >= 1; size--) {
    const key = words.slice(at, at + size).join(' ');
    if (at + size > words.length || !WHEN_HEADS.has(key) || NOT_WHEN_HEADS.has(key)) continue;
    const next = words[at + size];
    // "dark" is a time only as a noun at a phrase's end ("after dark", "in the dark").
    if (key === 'dark' ? !isPhraseEnd(next) : next !== undefined && THING_AFTER.has(next)) return 0;
    return size;
  }
  return 0;
}

/**
 * The prompt's own words for when it happens and the weather, each opened by its preposition:
 * "at dawn", "after the rain", "under a full moon", "on a stormy night", "in the fall", "in a
 * thunderstorm" for "through a thunderstorm". A time or weather word with no preposition before
 * it ("a foggy swamp", "meteors fall") is no phrase: the place or the sentence says it.
 *
 * @example atmospherePhrasesOf(['a', 'frog', 'in', 'a', 'swamp', 'at', 'dawn']) // => ['at dawn']
 */
export function atmospherePhrasesOf(words: readonly string[]): string[] {
  const phrases: string[] = [];
  for (let at = 0; at < words.length; at++) {
    const size = headSizeAt(words, at);
    if (size === 0) continue;
    let start = at - 1;
    while (start >= 0 && (WHEN_FILLERS.has(words[start]!) || isAtmosphereWord(words[start]!)))
      start--;
    // "on Halloween night", "on a winter morning": the phrase ends on its last "when" noun.
    let end = at + size;
    while (end < words.length && headSizeAt(words, end) > 0) end += headSizeAt(words, end);
    // "after the snow melted" keeps its verb: the snow is gone, not falling.
    const notNow = words[at]! in WEATHER_WORDS && weatherTimeOf(words, at, size) !== null;
    if (notNow) end = Math.max(end, weatherEndOf(words, at, size));
    const preposition = WHEN_PREPOSITIONS[words[start] ?? ''];
    const said = saidIn(words.slice(start, end));
    if (preposition !== undefined && (Object.keys(said).length > 0 || notNow))
      phrases.push(written([preposition, ...words.slice(start + 1, end)]));
    at = end - 1;
  }
  return phrases;
}

/**
 * The time, weather and season a piece of text says ("a stormy night": storm at night).
 *
 * @example saidIn(['on', 'a', 'stormy', 'night']) // => { weather: 'storm', timeOfDay: 'night' }
 */
export function saidIn(words: readonly string[]): SaidAtmosphere {
  const said: SaidAtmosphere = {};
  for (let at = 0; at < words.length; at++) {
    for (let size = 3; size >= 1; size--) {
      const key = words.slice(at, at + size).join(' ');
      if (at + size > words.length) continue;
      const time = TIME_WORDS[key];
      // "before winter", "after the snow melted" say no weather.
      const weather = weatherTimeOf(words, at, size) === null ? WEATHER_WORDS[key] : undefined;
      const season = SEASON_WORDS[key];
      if (time === undefined && weather === undefined && season === undefined) continue;
      if (time !== undefined) said.timeOfDay ??= time;
      if (weather !== undefined) said.weather ??= weather;
      if (season !== undefined) said.season ??= season;
      at += size - 1;
      break;
    }
  }
  return said;
}
