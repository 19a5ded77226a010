import { saidIn } from '../analyze/atmospherePhrases.js';
import { titleCase } from '../analyze/naming.js';
import { singularOf } from '../analyze/parsePhrases.js';
import { WEATHER_ADJECTIVES } from '../analyze/storyWhen.js';
import type { PromptAnalysis, TimeOfDay } from '../analyze/types.js';
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
  const place = titlePlaceOf(analysis);
  const runNoun = random.pick(endingsFor(place, theme?.runNouns ?? ['Adventure']));
  const ending = place.toLowerCase().endsWith(runNoun.toLowerCase())
    ? place
    : `${place} ${runNoun}`;
  return heroPlaceTitle(analysis.hero.name, ending);
}

const TIME_TITLE_WORDS: Readonly<Record<Exclude<TimeOfDay, 'day'>, string>> = {
  night: 'Midnight',
  sunset: 'Sunset',
  sunrise: 'Sunrise',
};

/**
 * The place as a title names it, with the weather or the time the prompt gave when the place's
 * own words do not say it: "Stormy Ship", "Midnight Tokyo", "Sunset Desert".
 *
 * @example titlePlaceOf(analyzePrompt('a pirate on a ship during a storm', 1)) // => 'Stormy Ship'
 */
export function titlePlaceOf(analysis: Pick<PromptAnalysis, 'setting' | 'atmosphere'>): string {
  const { label } = analysis.setting;
  const atmosphere = analysis.atmosphere;
  // Only what the player asked for: a night that comes of a haunted place's mood is no title's.
  if (!atmosphere || /^the /i.test(label)) return label;
  const said = saidIn(label.toLowerCase().split(/\s+/));
  if (said.weather !== undefined || said.timeOfDay !== undefined) return label;
  // "Rainforest" takes no "Rainy"; a dust storm is no fog.
  const isSaidInWord = label.toLowerCase().includes(atmosphere.weather);
  if (atmosphere.weather !== 'clear' && !isSaidInWord)
    return `${atmosphere.sky === 'sandstorm' ? 'Dusty' : titleCase(WEATHER_ADJECTIVES[atmosphere.weather])} ${label}`;
  const isTimeSaid = (atmosphere.phrases ?? []).some(
    (phrase) => saidIn(phrase.toLowerCase().split(' ')).timeOfDay === atmosphere.timeOfDay,
  );
  if (atmosphere.timeOfDay !== 'day' && isTimeSaid)
    return `${TIME_TITLE_WORDS[atmosphere.timeOfDay]} ${label}`;
  return label;
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
