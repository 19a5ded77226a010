import { THEMES } from './lexicon/themes.js';
import { nameInText } from './naming.js';
import type { SettingConcept } from './types.js';

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
  /\b(beach|island|isle|moon|mars|venus|jupiter|saturn|mercury|pluto|planet|asteroid|comet|iceberg|ice floe|glacier|ship|deck|boat|raft|yacht|pier|dock|wharf|jetty|roof|rooftops?|hill|hilltop|mountaintop|summit|peak|cliff|ridge|farm|farmyard|ranch|lake|river|street|streets|road|highway|track|racetrack|stage|train|bridge|coast|shore|runway|platform|plains?|prairie|savanna|tundra|ice|court|pitch|playground|slope|slopes|trail)$/i;

/**
 * The story's "where" with the word a person would use: "in the kitchen", "on the beach",
 * "on Mars", "in Paris".
 *
 * @example inStoryPlace('the tropical island') // => 'on the tropical island'
 */
export function inStoryPlace(place: string): string {
  return `${ON_PLACES.test(place.trim()) ? 'on' : 'in'} ${place}`;
}
