import type { GameGenre } from '@promptplay/contracts';
import type { CharacterLook, PromptAnalysis } from '../../analyze/types.js';
import { analyzeAerialPrompt } from '../../world/aerial/findAerialVehicle.js';
import { hillVehicleFor } from '../../world/hillRacer/hillVehicle.js';
import { analyzeRacingPrompt } from '../../world/racing/findVehicle.js';

/**
 * The look the genre's builder draws the hero with. Vehicle genres first take the vehicle
 * out of the prompt ("a race car driven by a frog": the frog drives), exactly as their
 * builders do; every other genre draws the prompt's hero as analysed.
 */
export function heroLookFor(
  genre: GameGenre,
  prompt: string,
  analysis: PromptAnalysis,
  seed: number,
): CharacterLook {
  if (genre === 'RACING') return analyzeRacingPrompt(prompt, analysis, seed).analysis.hero.look;
  if (genre === 'HILL_RACER') return hillVehicleFor(prompt, analysis, seed).analysis.hero.look;
  if (genre === 'AERIAL') return analyzeAerialPrompt(prompt, analysis, seed).analysis.hero.look;
  return analysis.hero.look;
}
