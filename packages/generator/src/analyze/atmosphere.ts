import {
  MOOD_WORDS,
  NIGHT_MOODS,
  NIGHT_SKIES,
  SEASON_WORDS,
  SKY_WORDS,
  TIME_WORDS,
  WEATHER_WORDS,
} from './lexicon/atmosphereWords.js';
import { atmospherePhrasesOf } from './atmospherePhrases.js';
import { placeStateOf } from './placeState.js';
import { weatherTimeOf } from './weatherNotNow.js';
import type { Atmosphere, Mood, Season, SkyEvent, TimeOfDay, Weather } from './types.js';

/** Stronger weather wins when a prompt names two ("a rainy night with thunder" is a storm). */
const WEATHER_STRENGTH: Readonly<Record<Weather, number>> = {
  storm: 4,
  snow: 3,
  rain: 2,
  fog: 1,
  clear: 0,
};

/** Words that are not the weather or the time when the next word follows ("lightning bolts"). */
const NOT_BEFORE: Readonly<Record<string, ReadonlySet<string>>> = {
  lightning: new Set(['bolt', 'bolts', 'fast', 'quick']),
  dark: new Set(['chocolate', 'side', 'lord', 'knight', 'matter']),
  snow: new Set(['globe', 'cone', 'cones', 'pea', 'peas', 'white']),
  day: new Set(['care', 'dream']),
  rain: new Set([
    'boot',
    'boots',
    'coat',
    'coats',
    'drop',
    'drops',
    'forest',
    'forests',
    'bow',
    'bows',
  ]),
  storm: new Set(['trooper', 'troopers', 'drain', 'drains']),
  winter: new Set(['coat', 'coats', 'hat', 'hats']),
  frozen: new Set(['yogurt', 'pizza', 'peas', 'food', 'fish', 'dinner', 'treat', 'treats']),
  clear: new Set(['the', 'all', 'every', 'out', 'away', 'it', 'them']),
};

/**
 * A one-word sky phenomenon before a noun is that thing's colour or name ("a rainbow cake", "a
 * rainbow road"): it is the sky only at the end of a phrase or before one of these words.
 */
// prettier-ignore
const SKY_WORD_NEXT = new Set([
  'over', 'in', 'above', 'across', 'after', 'at', 'and', 'with', 'of', 'sky', 'skies', 'on', 'behind',
  'during', 'while', 'as', 'to', 'from', 'lights', 'light', 'glows', 'shines', 'appears', 'arcs',
  'falls', 'rages', 'blows', 'begins', 'hits', 'strikes', 'comes', 'covers',
]);

const WEAK_TIMES = new Set(['sunny', 'sunshine', 'day', 'daytime', 'daylight', 'afternoon']);

/** A named atmosphere word and where the prompt says it. */
interface Found<T> {
  value: T;
  word: string;
  at: number;
}

function scan<T>(
  words: readonly string[],
  table: Readonly<Record<string, T>>,
  isSkyScan = false,
): Found<T>[] {
  const found: Found<T>[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let size = 3; size >= 1; size--) {
      if (i + size > words.length) continue;
      const key = words.slice(i, i + size).join(' ');
      const value = table[key];
      if (value === undefined) continue;
      const next = words[i + size];
      if (size === 1 && next !== undefined && NOT_BEFORE[key]?.has(next) === true) continue;
      if (isSkyScan && size === 1 && next !== undefined && !SKY_WORD_NEXT.has(next)) continue;
      found.push({ value, word: key, at: i });
      i += size - 1;
      break;
    }
  }
  return found;
}

/** The prompt's words, lower case, hyphenated words kept whole and also split. */
function wordsOf(prompt: string): string[] {
  return prompt
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z-]+/)
    .filter((word) => word.length > 0);
}

/**
 * Time of day, weather, mood and season a prompt names ("a neon city at night", "a thunderstorm
 * over Paris", "a dark castle", "an autumn forest"): the first time word, the strongest weather,
 * the first mood and season (none when it names none), and what has become of the place
 * (`placeState.ts`: burning, ruined, muddy...). Neon
 * and spooky moods come at night when no time is named. Deterministic, word lookups only.
 *
 * @example atmosphereOf('race shopping carts through a neon city at night')
 * // => { timeOfDay: 'night', weather: 'clear', mood: 'neon' }
 */
export function atmosphereOf(prompt: string): Atmosphere {
  const words = wordsOf(prompt);
  const times = scan<TimeOfDay>(words, TIME_WORDS);
  // "before winter", "after the snow melted": a time around the game, not its weather.
  const named = scan<Weather>(words, WEATHER_WORDS).map((found) => ({
    ...found,
    when: weatherTimeOf(words, found.at, found.word.split(' ').length),
  }));
  const weathers = named.filter((found) => found.when === null);
  const snowAround = named.find((found) => found.when !== null && found.value === 'snow');
  const moods = scan<Mood>(words, MOOD_WORDS);
  const mood = moods[0]?.value ?? 'plain';
  const weather = weathers.reduce<Weather>(
    (best, found) => (WEATHER_STRENGTH[found.value] > WEATHER_STRENGTH[best] ? found.value : best),
    'clear',
  );
  // "a sunny morning" is a morning: sunny and daytime only say it is not night.
  const namedTime = times.find((found) => !WEAK_TIMES.has(found.word)) ?? times[0];
  const sky = scan<SkyEvent>(words, SKY_WORDS, true)[0]?.value;
  const isNightSky = sky !== undefined && NIGHT_SKIES.has(sky);
  const timeOfDay = namedTime?.value ?? (NIGHT_MOODS.has(mood) || isNightSky ? 'night' : 'day');
  // Before winter is autumn, once the snow has melted it is spring.
  const season =
    scan<Season>(words, SEASON_WORDS)[0]?.value ??
    (snowAround ? (snowAround.when === 'ahead' ? 'autumn' : 'spring') : undefined);
  const state = placeStateOf(words);
  const phrases = atmospherePhrasesOf(words);
  return {
    timeOfDay,
    weather,
    mood,
    ...(season ? { season } : {}),
    ...(sky ? { sky } : {}),
    ...(state ? { state } : {}),
    ...(phrases.length > 0 ? { phrases } : {}),
  };
}
