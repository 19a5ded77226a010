import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import type { AnalysisRecast, PromptAnalysis } from '../../analyze/types.js';
import { escapeRegExp } from '../../analyze/escapeRegExp.js';

/** Words for the first-person maze itself: "escape a maze" names the level, not a foe. */
const MAZE_WORDS =
  /^(?:maze|mazes|labyrinth|labyrinths|corridor|corridors|hallway|hallways|passage|passages)$/;

/**
 * The FPS reading of a prompt whose object is the maze itself ("escape a maze on a frozen moon
 * base"): the maze is the level the game already is, so the place's own foes roam it, never
 * "the mazes closing in" or a boss maze. The analysis as it is otherwise.
 */
export function withoutMazeFoe(
  prompt: string,
  analysis: PromptAnalysis,
  seed: number,
  recast: AnalysisRecast = (reading) => reading,
): PromptAnalysis {
  const { enemy } = analysis;
  const head = enemy.phrase.toLowerCase().split(/\s+/).at(-1) ?? '';
  if (enemy.isImplied === true || !MAZE_WORDS.test(head)) return analysis;
  const words = escapeRegExp(enemy.phrase.toLowerCase());
  const without = prompt
    .replace(new RegExp(`\\b(?:(?:an?|the|this|that)\\s+)?${words}\\b`, 'i'), '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  if (without === prompt.trim()) return analysis;
  return recast(analyzePrompt(without, seed));
}
