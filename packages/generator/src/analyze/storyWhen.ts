import { saidIn, type SaidAtmosphere } from './atmospherePhrases.js';
import type { Atmosphere, Season, TimeOfDay, Weather } from './types.js';

type Part = keyof SaidAtmosphere;

/** The weather as an adjective: "on a rainy evening", and capitalised in titles ("Rainy Docks"). */
export const WEATHER_ADJECTIVES: Readonly<Record<Exclude<Weather, 'clear'>, string>> = {
  storm: 'stormy',
  rain: 'rainy',
  snow: 'snowy',
  fog: 'foggy',
};
const WEATHER_PHRASES: Readonly<Record<Exclude<Weather, 'clear'>, string>> = {
  storm: 'in the storm',
  rain: 'in the rain',
  snow: 'in the snow',
  fog: 'in the fog',
};
const TIME_PHRASES: Readonly<Record<Exclude<TimeOfDay, 'day'>, string>> = {
  night: 'at night',
  sunset: 'at sunset',
  sunrise: 'at sunrise',
};
/** The time a weather word can describe: "on a stormy night", "on a foggy morning". */
const TIME_NOUNS: Readonly<Record<Exclude<TimeOfDay, 'day'>, string>> = {
  night: 'night',
  sunset: 'evening',
  sunrise: 'morning',
};
const SEASON_PHRASES: Readonly<Record<Season, string>> = {
  autumn: 'in autumn',
  spring: 'in spring',
  summer: 'in summer',
};

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z-]+/)
    .filter((word) => word.length > 0);

/** Words that say the same sky: "the misty forest" needs no "in the fog". */
const SAME_SKY: Readonly<Record<string, string>> = { mist: 'fog', haze: 'fog', dark: 'night' };

/** "foggy" → "fog", "stormy" → "storm", "mist" → "fog": the sky a word names. */
function skyRootOf(word: string): string {
  const base = word.endsWith('y') ? word.slice(0, -1) : word;
  const root = /([bcdfglmnprst])\1$/.test(base) ? base.slice(0, -1) : base;
  return SAME_SKY[root] ?? root;
}

/** A phrase that says a sky the place already says in its own word ("the foggy swamp in the fog"). */
function isSaidByPlace(phrase: readonly string[], place: readonly string[]): boolean {
  const placeRoots = new Set(place.map(skyRootOf));
  return phrase.some(
    (word) => placeRoots.has(skyRootOf(word)) && Object.keys(saidIn([word])).length > 0,
  );
}

/** The parts of the atmosphere a story has to tell: a time other than day, weather, a season. */
function partsToTell(atmosphere: Atmosphere): Part[] {
  const parts: Part[] = [];
  if (atmosphere.timeOfDay !== 'day') parts.push('timeOfDay');
  if (atmosphere.weather !== 'clear') parts.push('weather');
  if (atmosphere.season !== undefined) parts.push('season');
  return parts;
}

/** A phrase says only what the world shows: "at midnight" is dropped once the game is at day. */
function agreesWith(said: SaidAtmosphere, atmosphere: Atmosphere): boolean {
  return (Object.keys(said) as Part[]).every((part) => said[part] === atmosphere[part]);
}

/** What the game's own words say for the parts no phrase of the player's told. */
function ownWords(atmosphere: Atmosphere, parts: readonly Part[]): string[] {
  const time = parts.includes('timeOfDay') ? atmosphere.timeOfDay : 'day';
  const weather = parts.includes('weather') ? atmosphere.weather : 'clear';
  const words: string[] = [];
  if (time !== 'day' && weather !== 'clear')
    words.push(`on a ${WEATHER_ADJECTIVES[weather]} ${TIME_NOUNS[time]}`);
  else if (time !== 'day') words.push(TIME_PHRASES[time]);
  else if (weather !== 'clear') words.push(WEATHER_PHRASES[weather]);
  const season = atmosphere.season;
  if (season !== undefined && parts.includes('season') && words.length === 0)
    words.push(SEASON_PHRASES[season]);
  return words;
}

/**
 * When the story happens and under what weather, as a phrase to follow the place: the player's
 * own words first ("at dawn", "after the rain", "under a full moon"), else the game's ("on a
 * stormy night", "in the snow"); empty when it is a plain day or the place already says it
 * ("the foggy swamp" needs no "in the fog", "the dark castle" no "at night").
 *
 * @example storyWhenOf({ timeOfDay: 'sunrise', weather: 'fog', mood: 'plain', phrases: ['at dawn'] }, 'the foggy swamp') // => 'at dawn'
 */
export function storyWhenOf(atmosphere: Atmosphere | undefined, place: string): string {
  if (!atmosphere) return '';
  const placeWords = wordsOf(place);
  const placeSays = saidIn(placeWords);
  let untold = partsToTell(atmosphere).filter((part) => placeSays[part] === undefined);
  const told: string[] = [];
  for (const phrase of atmosphere.phrases ?? []) {
    const words = wordsOf(phrase);
    const said = saidIn(words);
    const parts = Object.keys(said) as Part[];
    // "at noon" is told though a day needs no telling, "the snowy peaks in a blizzard" as it
    // says more; "the foggy swamp in the fog" says it twice.
    const isNew =
      parts.some((part) => placeSays[part] === undefined) || !isSaidByPlace(words, placeWords);
    if (!isNew || !agreesWith(said, atmosphere) || told.length === 2) continue;
    told.push(phrase);
    untold = untold.filter((part) => said[part] === undefined);
  }
  // A season the game adds on its own only when nothing else is told.
  const own = ownWords(atmosphere, told.length > 0 ? untold.filter((p) => p !== 'season') : untold);
  return [...told, ...own].slice(0, 2).join(' ');
}

/**
 * The place with its time and weather: "the foggy swamp at dawn", "Paris in a thunderstorm".
 *
 * @example placeWithWhen('the ship', { timeOfDay: 'night', weather: 'storm', mood: 'plain' }) // => 'the ship on a stormy night'
 */
export function placeWithWhen(place: string, atmosphere: Atmosphere | undefined): string {
  const when = storyWhenOf(atmosphere, place);
  return when ? `${place} ${when}` : place;
}
