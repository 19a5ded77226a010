import { THEMES } from './lexicon/themes.js';
import { nameInText } from './naming.js';
import { placeWithWhen } from './storyWhen.js';
import type { Atmosphere, PromptAnalysis, SettingConcept } from './types.js';

/**
 * How a story names the place: as the reader wrote it ("the neon city", "Paris", "the busy
 * kitchen"), else the theme's words, else "the <label>".
 *
 * @example storyPlaceOf(analyzePrompt('a knight over Paris', 1).setting) // => 'Paris'
 */
export function storyPlaceOf(setting: SettingConcept): string {
  if (setting.storyPlace) return setting.storyPlace;
  const theme = THEMES[setting.theme];
  // A people's word stays as English writes it: "the Scottish castle", "the Dutch village".
  return setting.label === theme?.label ? theme.storyPlace : `the ${nameInText(setting.label)}`;
}

/** Places one stands on, not in: "on the beach", "on Mars", "on the frozen lake". */
const ON_PLACES =
  /\b(beach|island|isle|moon|mars|venus|jupiter|saturn|mercury|pluto|planet|asteroid|comet|iceberg|ice floe|glacier|ship|deck|boat|raft|yacht|pier|dock|wharf|jetty|roof|rooftops?|hill|hilltop|mountaintop|summit|peak|cliff|ridge|farm|farmyard|ranch|lake|river|street|streets|road|highway|track|racetrack|stage|train|bridge|coast|shore|runway|platform|plains?|prairie|savanna|tundra|ice|court|pitch|playground|slope|slopes|trail|wall|walls|rampart|ramparts|battlements|porch|balcony|terrace|patio|lawn|sidewalk|pavement)$/i;

/**
 * The story's "where" with the word a person would use: "in the kitchen", "on the beach",
 * "on Mars", "in Paris", and when given the atmosphere, when: "on the ship on a stormy night".
 *
 * @example inStoryPlace('the tropical island') // => 'on the tropical island'
 */
export function inStoryPlace(place: string, atmosphere?: Atmosphere): string {
  // "the beach in Hawaii" is stood on as a beach: the region named after it does not decide.
  const main = place.trim().replace(/ (?:in|on|at|near) [A-Z][\w' -]*$/, '');
  return `${ON_PLACES.test(main) ? 'on' : 'in'} ${placeWithWhen(place, atmosphere)}`;
}

/**
 * The place as a story first names it, with its time and weather: "the foggy swamp at dawn".
 *
 * @example storyPlaceWhenOf(analyzePrompt('a frog in a foggy swamp at dawn', 1)) // => 'the foggy swamp at dawn'
 */
export function storyPlaceWhenOf(analysis: Pick<PromptAnalysis, 'setting' | 'atmosphere'>): string {
  return placeWithWhen(storyPlaceOf(analysis.setting), analysis.atmosphere);
}
