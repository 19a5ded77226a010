import type { GameGenre } from '@promptplay/contracts';
import { analyzePrompt, collectibleOf } from '../analyze/analyzePrompt.js';
import { THEMES } from '../analyze/lexicon/themes.js';
import { parsePhrases } from '../analyze/parsePhrases.js';
import type { AnalysisRecast, PromptAnalysis } from '../analyze/types.js';
import type { CreationTexts } from '../buildGame.js';
import { genreAnalysisFor } from '../world/genreAnalysis.js';
import {
  COLLECTIBLE_FIELD,
  editedGenreFields,
  editOf,
  ENEMY_FIELD,
  VEHICLE_FIELD,
  type FieldEdits,
} from './genreFieldEdits.js';
import { categorizePrompt } from '../categorize/categorizePrompt.js';
import { withIdeaDifficulty } from './gameIdeaEdits.js';
import { withPickedCharacters } from './pickedCharacters.js';
import { promptWithEdits } from './promptWithEdits.js';

/** What to build once the player confirmed the categorization. */
export interface BuildPlan {
  /** The typed prompt with the player's renamed hero, enemy, place and crop in it. */
  prompt: string;
  /** Its analysis, with the player's collectible, picked library characters and difficulty. */
  analysis: PromptAnalysis;
  /** The same edits for builders that read the prompt again (vehicle genres). */
  recast: AnalysisRecast;
  /** The vehicle the player wrote, for racing, hill racer and aerial games. */
  editedVehicle: string | undefined;
  /** Every genre field the player edited, to write into the world. */
  fieldEdits: FieldEdits;
}

/** The analysis with the collectible the player wrote, read like a prompt phrase. */
function withCollectible(analysis: PromptAnalysis, text: string | undefined): PromptAnalysis {
  const phrase = text ? parsePhrases(text)[0] : undefined;
  const theme = THEMES[analysis.setting.theme];
  if (!phrase || !theme) return analysis;
  return { ...analysis, collectible: collectibleOf(phrase, theme) };
}

/**
 * The prompt and analysis to build from (spec §4): the typed prompt as it is when nothing was
 * edited; else edited names take their slot in the prompt (hero, enemy, place, farm crop), an
 * edited collectible replaces the analysis' item, an edited vehicle is handed to the builder
 * and words the player added to the game idea may make the game harder or easier. A genre
 * field counts as edited when it differs from the categorizer's text for the typed prompt and
 * seed.
 *
 * @example buildPlanFor('A pickle knight fights rats', 'PLATFORMER', 7, texts).prompt
 * // => 'A pickle knight fights zombie clowns' (basicEnemyDescription edited to "zombie clowns")
 */
export function buildPlanFor(
  typedPrompt: string,
  genre: GameGenre,
  seed: number,
  texts: CreationTexts | undefined,
): BuildPlan {
  const asTyped = analyzePrompt(typedPrompt, seed);
  if (!texts) {
    return {
      prompt: typedPrompt,
      analysis: asTyped,
      recast: (reading) => reading,
      editedVehicle: undefined,
      fieldEdits: {},
    };
  }
  // Compared with what the categorizer showed: vehicle genres read the prompt without the vehicle.
  const typed = genreAnalysisFor(typedPrompt, genre, asTyped, seed);
  const fieldEdits = editedGenreFields({
    genre,
    prompt: typedPrompt,
    seed,
    typed,
    given: texts.genreSpecificFields,
  });
  const collectible = editOf(fieldEdits, COLLECTIBLE_FIELD, genre);
  const prompt = promptWithEdits(typedPrompt, typed.analysis, texts, {
    enemy: editOf(fieldEdits, ENEMY_FIELD, genre),
    crop: genre === 'FARMING' ? collectible : undefined,
  });
  const analysis = prompt === typedPrompt ? asTyped : analyzePrompt(prompt, seed);
  const shownIdea =
    texts.gameCreationPrompt === undefined
      ? ''
      : categorizePrompt({ prompt: typedPrompt, gameGenre: genre }).gameCreationPrompt;
  const recast: AnalysisRecast = (reading) =>
    withIdeaDifficulty(
      withPickedCharacters(withCollectible(reading, collectible), texts),
      shownIdea,
      texts.gameCreationPrompt,
    );
  return {
    prompt,
    analysis: recast(analysis),
    recast,
    editedVehicle: editOf(fieldEdits, VEHICLE_FIELD, genre),
    fieldEdits,
  };
}
