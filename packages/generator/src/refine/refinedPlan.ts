import type { AnalysisRecast, PromptAnalysis } from '../analyze/types.js';
import { applyWorldDesign } from '../design/applyWorldDesign.js';
import type { WorldDesign } from '../design/worldDesign.js';
import type { BuildPlan } from '../edits/buildPlan.js';
import type { FollowUpEdit, HeroLookEdit } from './followUpEdits.js';

/** The follow-ups' scene and cast as a world design: later follow-ups win over earlier ones. */
function designOf(edits: readonly FollowUpEdit[]): WorldDesign {
  const design: WorldDesign = {};
  for (const edit of edits) {
    if (edit.kind === 'timeOfDay') design.timeOfDay = edit.value;
    if (edit.kind === 'weather') design.weather = edit.value;
    if (edit.kind === 'mood') design.mood = edit.value;
    if (edit.kind === 'place') design.places = [edit.value];
    if (edit.kind === 'hero') design.hero = edit.noun;
    if (edit.kind === 'enemy') design.enemy = edit.noun;
  }
  return design;
}

const SCENE_FIELDS = ['timeOfDay', 'weather', 'mood', 'places'] as const;

function heroLookOf(edits: readonly FollowUpEdit[]): HeroLookEdit {
  return Object.assign(
    {},
    ...edits.flatMap((edit) => (edit.kind === 'heroLook' ? [edit.look] : [])),
  ) as HeroLookEdit;
}

function difficultyStepOf(edits: readonly FollowUpEdit[]): number {
  return edits.reduce((sum, edit) => sum + (edit.kind === 'difficulty' ? edit.step : 0), 0);
}

/**
 * The reading with the follow-ups applied: the scene and a new hero or enemy laid on it like an
 * AI world design (the scene keeps its palette and background unless the follow-ups change the
 * scene), the hero's colour and what it wears, and the difficulty moved by harder or easier.
 */
export function refinedAnalysis(
  analysis: PromptAnalysis,
  edits: readonly FollowUpEdit[],
  seed: number,
): PromptAnalysis {
  const design = designOf(edits);
  let refined = analysis;
  if (Object.keys(design).length > 0) {
    const designed = applyWorldDesign(analysis, design, seed);
    const sceneChanged = SCENE_FIELDS.some((field) => design[field] !== undefined);
    refined = sceneChanged
      ? designed
      : { ...designed, palette: analysis.palette, background: analysis.background };
  }
  const look = heroLookOf(edits);
  if (Object.keys(look).length > 0) {
    refined = { ...refined, hero: { ...refined.hero, look: { ...refined.hero.look, ...look } } };
  }
  const step = difficultyStepOf(edits);
  if (step !== 0) {
    const bias = Math.max(-1, Math.min(1, refined.difficultyBias + step)) as -1 | 0 | 1;
    refined = { ...refined, difficultyBias: bias };
  }
  return refined;
}

/**
 * The build plan with the follow-ups applied to its reading, and to the reading of builders
 * that read the prompt again (vehicle genres), after the player's confirmed edits and the
 * world design: the same game, with only what the follow-ups name changed.
 */
export function withFollowUpEdits(
  plan: BuildPlan,
  edits: readonly FollowUpEdit[],
  seed: number,
): BuildPlan {
  if (edits.length === 0) return plan;
  const recast: AnalysisRecast = (reading) => refinedAnalysis(plan.recast(reading), edits, seed);
  return { ...plan, analysis: refinedAnalysis(plan.analysis, edits, seed), recast };
}
