import { singularOf } from '../analyze/parsePhrases.js';
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
  const runNoun = random.pick(endingsFor(analysis.setting.label, theme?.runNouns ?? ['Adventure']));
  const place = analysis.setting.label;
  const ending = place.toLowerCase().endsWith(runNoun.toLowerCase())
    ? place
    : `${place} ${runNoun}`;
  return heroPlaceTitle(analysis.hero.name, ending);
}

/**
 * "Hero: Place Ending", the hero's leading words dropped until it fits a title.
 *
 * @example heroPlaceTitle('Purple Ninja Frog', 'Haunted Forest Quest') // => 'Purple Ninja Frog: Haunted Forest Quest'
 */
export function heroPlaceTitle(heroName: string, ending: string): string {
  let heroWords = heroName.split(' ');
  let title = `${heroWords.join(' ')}: ${ending}`;
  while (title.length > MAX_TITLE_LENGTH && heroWords.length > 1) {
    // "Dot the Driver" loses "Dot the" at once: no title starts with "the".
    heroWords = heroWords.slice(heroWords[1] === 'the' ? 2 : 1);
    title = `${heroWords.join(' ')}: ${ending}`;
  }
  return title.slice(0, MAX_TITLE_LENGTH);
}

/**
 * The title endings that repeat no word of the place ("Candy Hills" takes no "Hill Rally" nor
 * "Uphill Dash"); all of them when none is left.
 *
 * @example endingsFor('Candy Hills', ['Hill Rally', 'Grand Tour']) // => ['Grand Tour']
 */
export function endingsFor(place: string, endings: readonly string[]): readonly string[] {
  const placeWords = place
    .toLowerCase()
    .split(/\s+/)
    .map(singularOf)
    .filter((word) => word.length >= 4);
  const fresh = endings.filter(
    (ending) =>
      !ending
        .toLowerCase()
        .split(/\s+/)
        .some((word) => placeWords.some((placeWord) => word.includes(placeWord))),
  );
  return fresh.length > 0 ? fresh : endings;
}
