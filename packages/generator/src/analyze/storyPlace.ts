import { THEMES } from './lexicon/themes.js';
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
  return setting.label === theme?.label ? theme.storyPlace : `the ${setting.label.toLowerCase()}`;
}
