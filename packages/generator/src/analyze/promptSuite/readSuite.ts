import type { GameGenre, GenreSpecificFields } from '@promptplay/contracts';
import { genreFieldsFor } from '../../categorize/genreFields.js';
import { seedFromString } from '../../random/seededRandom.js';
import { genreAnalysisFor } from '../../world/genreAnalysis.js';
import { analyzePrompt } from '../analyzePrompt.js';
import type { PromptAnalysis } from '../types.js';
import type { SuitePrompt } from './promptSuite.js';

/** How the game a genre builds reads one suite prompt. */
export interface SuiteReading {
  entry: SuitePrompt;
  /** The analysis the genre's builder works from (vehicle genres without the vehicle). */
  analysis: PromptAnalysis;
  fields: GenreSpecificFields;
  /** Each expected place reached `setting.places`. */
  placesOk: boolean;
  /** The main place is the one the prompt names first. */
  mainPlaceOk: boolean;
  /** Named time, weather and mood reached the atmosphere (true when none is named). */
  timeOk: boolean;
  weatherOk: boolean;
  moodOk: boolean;
  /** The named season reached the atmosphere (true when none is named). */
  seasonOk: boolean;
  /** The named sky phenomenon reached the atmosphere (true when none is named). */
  skyOk: boolean;
  /** The named hero is the hero (true when the prompt names none). */
  heroOk: boolean;
  /** The hero is not named after the prompt's order verb (true when it starts with none). */
  verbOk: boolean;
  /** The genre's fields name what they should (true when nothing is expected). */
  fieldOk: boolean;
}

/** The words of the verb a hero must not be named after ("paint-splash" → paint, splash). */
const verbWords = (verb: string): string[] =>
  [verb, ...verb.split('-')].filter((word) => word.length >= 3);

/** Reads one suite prompt as its genre's builder would and checks what reached the game. */
export function readSuitePrompt(entry: SuitePrompt): SuiteReading {
  const seed = seedFromString(entry.prompt);
  const genre: GameGenre = entry.genre;
  const whole = analyzePrompt(entry.prompt, seed);
  const { analysis, vehiclePhrase } = genreAnalysisFor(entry.prompt, genre, whole, seed);
  const fields = genreFieldsFor({ genre, prompt: entry.prompt, analysis, seed, vehiclePhrase });
  const places = analysis.setting.places ?? [];
  const atmosphere = analysis.atmosphere;
  const heroName = analysis.hero.name.toLowerCase();
  const fieldText = Object.values(fields).join(' | ').toLowerCase();
  return {
    entry,
    analysis,
    fields,
    placesOk: entry.places.every((place) => places.includes(place)),
    mainPlaceOk: entry.places.length === 0 || places[0] === entry.places[0],
    timeOk: entry.time === undefined || atmosphere?.timeOfDay === entry.time,
    weatherOk: entry.weather === undefined || atmosphere?.weather === entry.weather,
    moodOk: entry.mood === undefined || atmosphere?.mood === entry.mood,
    seasonOk: entry.season === undefined || atmosphere?.season === entry.season,
    skyOk: entry.sky === undefined || atmosphere?.sky === entry.sky,
    heroOk: entry.hero === null || heroName.includes(entry.hero),
    verbOk:
      entry.verb === undefined ||
      !verbWords(entry.verb).some((verb) =>
        heroName.split(/[\s-]+/).some((word) => word.startsWith(verb.replace(/e$/, ''))),
      ),
    fieldOk: entry.field === undefined || fieldText.includes(entry.field),
  };
}

/** Share of readings for which `check` holds, among those `applies` to. */
export function shareOf(
  readings: readonly SuiteReading[],
  applies: (reading: SuiteReading) => boolean,
  check: (reading: SuiteReading) => boolean,
): { passed: number; total: number; share: number } {
  const relevant = readings.filter(applies);
  const passed = relevant.filter(check).length;
  return { passed, total: relevant.length, share: relevant.length ? passed / relevant.length : 1 };
}
