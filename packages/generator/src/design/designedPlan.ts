import { analyzePrompt } from '../analyze/analyzePrompt.js';
import type { AnalysisRecast } from '../analyze/types.js';
import type { BuildPlan } from '../edits/buildPlan.js';
import { applyWorldDesign, drawableDesign } from './applyWorldDesign.js';
import type { WorldDesign } from './worldDesign.js';

/**
 * The build plan with an AI provider's world design laid over the prompt's reading, under the
 * player's confirmed edits: the design goes on the reading first, then the plan's recast
 * (picked library characters, an edited collectible, the difficulty), so what the player chose
 * on screen still wins. Builders that read the prompt again (vehicle genres) get the design in
 * the recast; a designed vehicle is theirs unless the player wrote one.
 */
export function withWorldDesign(
  plan: BuildPlan,
  given: WorldDesign | undefined,
  seed: number,
): BuildPlan {
  if (!given) return plan;
  const { design } = drawableDesign(given);
  if (Object.keys(design).length === 0) return plan;
  const recast: AnalysisRecast = (reading) => plan.recast(applyWorldDesign(reading, design, seed));
  return {
    ...plan,
    analysis: recast(analyzePrompt(plan.prompt, seed)),
    recast,
    editedVehicle: plan.editedVehicle ?? design.vehicle ?? undefined,
  };
}
