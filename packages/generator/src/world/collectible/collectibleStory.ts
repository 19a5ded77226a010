import type { PromptAnalysis } from '../../analyze/types.js';
import { inStoryPlace, storyPlaceOf } from '../../analyze/storyPlace.js';
import type { SeededRandom } from '../../random/seededRandom.js';
import { pluralPhrase } from '../story.js';

const MAX_STORY_LENGTH = 600;

/** Two sentences in the player's words: who gathers what, where, and what to dodge. */
export function collectibleStoryFor(
  analysis: PromptAnalysis,
  targetCount: number,
  random: SeededRandom,
): string {
  const { hero, enemy, collectible, setting } = analysis;
  const place = storyPlaceOf(setting);
  const items = pluralPhrase(collectible.phrase);
  const hazards = pluralPhrase(enemy.phrase);
  const opening = random.pick([
    `${hero.name} has one minute to gather ${targetCount} ${items} ${inStoryPlace(place)}.`,
    `The ${items} are scattered all over ${place}, and ${hero.name} wants ${targetCount} of them.`,
  ]);
  const ending = random.pick([
    `Steer clear of the ${hazards}, dash past them and grab the bonus for extra time!`,
    `Watch out for the roaming ${hazards}: they get bolder with every pickup.`,
  ]);
  return `${opening} ${ending}`.slice(0, MAX_STORY_LENGTH);
}
