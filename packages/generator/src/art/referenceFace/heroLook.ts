import type { GameGenre } from '@promptplay/contracts';
import type { AnalysisRecast, CharacterLook, PromptAnalysis } from '../../analyze/types.js';
import { genreAnalysisFor } from '../../world/genreAnalysis.js';

/**
 * The look the genre's builder draws the hero with. Vehicle genres first take the vehicle
 * out of the prompt ("a race car driven by a frog": the frog drives), exactly as their
 * builders do (and apply the player's edits, `recast`, to that reading); every other genre
 * draws the prompt's hero as analysed.
 */
export function heroLookFor(
  genre: GameGenre,
  prompt: string,
  analysis: PromptAnalysis,
  seed: number,
  recast?: AnalysisRecast,
): CharacterLook {
  const read = genreAnalysisFor(prompt, genre, analysis, seed);
  if (read.analysis === analysis || !recast) return read.analysis.hero.look;
  return recast(read.analysis).hero.look;
}
