import type { GameGenre } from '@promptplay/contracts';
import type { PromptAnalysis } from '../analyze/types.js';
import { analyzeAerialPrompt } from './aerial/findAerialVehicle.js';
import { hillVehicleFor } from './hillRacer/hillVehicle.js';
import { withPlaceHazard } from './placeHazard.js';
import { withoutMazeFoe } from './fps/mazeFoe.js';
import { analyzeRacingPrompt } from './racing/findVehicle.js';
import { withThrownAtTarget } from './splatter/splatTarget.js';

/** What a genre's builder reads a prompt as. */
export interface GenreAnalysis {
  /** The prompt's analysis, without the vehicle in vehicle genres. */
  analysis: PromptAnalysis;
  /** The vehicle of racing, hill racer and aerial games as the world names it; '' otherwise. */
  vehiclePhrase: string;
}

/**
 * The analysis a genre's builder works from: vehicle genres first take the vehicle out of the
 * prompt ("a race car driven by a frog": the frog drives) exactly as their builders do; brainrot
 * dodges a thing of the place when no foe is named; every other genre builds from the
 * prompt's analysis as it is. The categorizer describes the same.
 *
 * @example genreAnalysisFor('A cat drives a red monster truck', 'RACING', analysis, 7).vehiclePhrase
 * // => 'red monster truck'
 */
export function genreAnalysisFor(
  prompt: string,
  genre: GameGenre,
  analysis: PromptAnalysis,
  seed: number,
): GenreAnalysis {
  const found =
    genre === 'RACING'
      ? analyzeRacingPrompt(prompt, analysis, seed)
      : genre === 'HILL_RACER'
        ? hillVehicleFor(prompt, analysis, seed)
        : genre === 'AERIAL'
          ? analyzeAerialPrompt(prompt, analysis, seed)
          : null;
  if (found) return { analysis: found.analysis, vehiclePhrase: found.vehicle.phrase };
  // A brainrot hazard is only something to dodge: with no foe named, the place's own thing.
  if (genre === 'BRAINROT') return { analysis: withPlaceHazard(analysis), vehiclePhrase: '' };
  // "Escape a maze": the maze is the FPS level itself, never its foe.
  if (genre === 'FPS')
    return { analysis: withoutMazeFoe(prompt, analysis, seed), vehiclePhrase: '' };
  // A splatter target with no creature named is what the prompt throws at.
  if (genre === 'SPLATTER')
    return { analysis: withThrownAtTarget(prompt, analysis), vehiclePhrase: '' };
  return { analysis, vehiclePhrase: '' };
}
