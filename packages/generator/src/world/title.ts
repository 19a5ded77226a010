import type { PromptAnalysis } from '../analyze/types.js';
import { THEMES } from '../analyze/lexicon/themes.js';
import type { SeededRandom } from '../random/seededRandom.js';

const MAX_TITLE_LENGTH = 80;

/**
 * A catchy title from the hero and the place: "Pickle Knight: Sewer Run".
 *
 * @example titleFor(analysis, random) // => 'Purple Ninja Frog: Haunted Forest Quest'
 */
export function titleFor(analysis: PromptAnalysis, random: SeededRandom): string {
  const theme = THEMES[analysis.setting.theme];
  const runNoun = random.pick(theme?.runNouns ?? ['Adventure']);
  const place = analysis.setting.label;
  const ending = place.toLowerCase().endsWith(runNoun.toLowerCase())
    ? place
    : `${place} ${runNoun}`;
  let heroWords = analysis.hero.name.split(' ');
  let title = `${heroWords.join(' ')}: ${ending}`;
  while (title.length > MAX_TITLE_LENGTH && heroWords.length > 1) {
    heroWords = heroWords.slice(1);
    title = `${heroWords.join(' ')}: ${ending}`;
  }
  return title.slice(0, MAX_TITLE_LENGTH);
}
