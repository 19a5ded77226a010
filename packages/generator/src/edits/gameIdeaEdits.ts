import { difficultyBiasOf } from '../analyze/analyzePrompt.js';
import type { PromptAnalysis } from '../analyze/types.js';

const wordsOf = (text: string): Set<string> =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter(Boolean),
  );

/**
 * The analysis with the difficulty the player asked for in the edited game idea (spec §3
 * gameCreationPrompt). Only words the player added count, so the idea's own wording ("fast
 * and challenging" written for a hard prompt) never shifts an unedited game.
 *
 * @example withIdeaDifficulty(analysis, 'A platformer…', 'A platformer… Make it brutal.')
 * // => analysis with difficultyBias 1
 */
export function withIdeaDifficulty(
  analysis: PromptAnalysis,
  shownIdea: string,
  editedIdea: string | undefined,
): PromptAnalysis {
  if (editedIdea === undefined || editedIdea.trim() === shownIdea.trim()) return analysis;
  const shown = wordsOf(shownIdea);
  const added = [...wordsOf(editedIdea)].filter((word) => !shown.has(word)).join(' ');
  const bias = difficultyBiasOf(added);
  return bias === 0 || bias === analysis.difficultyBias
    ? analysis
    : { ...analysis, difficultyBias: bias };
}
