import {
  GENERATED_PROMPT_MAX_LENGTH,
  type CategorizedPrompt,
  type GameGenre,
} from '@promptplay/contracts';
import { analyzePrompt } from '../analyze/analyzePrompt.js';
import { parsePhrases, type PromptPhrase } from '../analyze/parsePhrases.js';
import type { CharacterConcept } from '../analyze/types.js';
import { seedFromString } from '../random/seededRandom.js';
import { genreAnalysisFor } from '../world/genreAnalysis.js';
import type { CharacterQuery } from './characterFeatures.js';
import {
  characterPromptFor,
  environmentPromptFor,
  gamePromptFor,
  secondaryCharacterPromptFor,
} from './describePrompts.js';
import { genreFieldsFor } from './genreFields.js';
import { rankCharacterMatches } from './rankCharacterMatches.js';

export interface CategorizeInput {
  /** The player's prompt (already checked: 1 to 1000 characters). */
  prompt: string;
  gameGenre: GameGenre;
}

/** Verbs and prepositions that lead into more about the phrase before ("with a sword"). */
const DETAIL_PREPOSITIONS = new Set(['with']);
const DETAIL_VERBS = new Set(['wear', 'hold', 'carry', 'wield', 'have', 'swing']);

const clip = (text: string): string => text.slice(0, GENERATED_PROMPT_MAX_LENGTH);
const wordsOf = (phrase: PromptPhrase): string[] => [...phrase.modifiers, phrase.head];

/**
 * What the matcher knows of one character: the phrase the prompt names it with (or the
 * default's words), details right after it ("… with a golden sword"), its look and place.
 */
function queryOf(
  concept: CharacterConcept,
  phrases: readonly PromptPhrase[],
  theme: string,
): CharacterQuery {
  const index = phrases.findIndex((phrase) => phrase.text === concept.phrase);
  const own = phrases[index] ?? parsePhrases(concept.phrase)[0];
  const details: string[] = [];
  for (const next of index >= 0 ? phrases.slice(index + 1) : []) {
    const isDetail =
      (next.cuePreposition !== null &&
        DETAIL_PREPOSITIONS.has(next.cuePreposition) &&
        next.cueVerb === phrases[index]?.cueVerb) ||
      (next.cueVerb !== null && DETAIL_VERBS.has(next.cueVerb) && next.cuePreposition === null);
    if (!isDetail) break;
    details.push(...wordsOf(next));
  }
  return {
    head: own?.head ?? concept.name.toLowerCase(),
    modifiers: own?.modifiers ?? [],
    extraWords: details,
    look: concept.look,
    theme,
  };
}

/**
 * The built-in categorizer (spec §3 "Categorized prompt"): reads the prompt with the prompt
 * analyzer (noun phrases, adjectives, colours, places, creatures) and writes the character,
 * secondary character, environment and game prompts, the genre's own fields and the library
 * characters most like the prompt's two characters. Same input, same answer.
 *
 * @example categorizePrompt({ prompt: 'A pickle knight fights rats in the sewer', gameGenre: 'PLATFORMER' })
 * // => { success: true, characterPrompt: 'Pickle Knight, the hero who …', genreSpecificFields:
 * //      { collectibleDescription: 'lost coins', basicEnemyDescription: 'rats' }, … }
 */
export function categorizePrompt({ prompt, gameGenre }: CategorizeInput): CategorizedPrompt {
  const text = prompt.trim();
  const seed = seedFromString(text);
  const phrases = parsePhrases(text);
  // Vehicle genres first take the vehicle out, as their builders do.
  const { analysis, vehiclePhrase } = genreAnalysisFor(
    text,
    gameGenre,
    analyzePrompt(text, seed),
    seed,
  );
  const theme = analysis.setting.theme;
  const fields = genreFieldsFor({ genre: gameGenre, prompt: text, analysis, seed, vehiclePhrase });
  return {
    success: true,
    errorMessage: null,
    characterPrompt: clip(characterPromptFor(analysis.hero, gameGenre)),
    secondaryCharacterPrompt: clip(secondaryCharacterPromptFor(analysis.enemy, gameGenre)),
    environmentCreationPrompt: clip(environmentPromptFor(analysis)),
    gameCreationPrompt: clip(gamePromptFor(gameGenre, analysis, fields, text)),
    gameGenre,
    genreSpecificFields: fields,
    // The prompt names its own hero (else a default hero stands in).
    generatesCharacter: phrases.some((phrase) => phrase.text === analysis.hero.phrase),
    characterMatches: {
      character: rankCharacterMatches(queryOf(analysis.hero, phrases, theme)),
      secondaryCharacter: rankCharacterMatches(queryOf(analysis.enemy, phrases, theme)),
    },
  };
}
