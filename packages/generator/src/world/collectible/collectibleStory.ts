import type { PromptAnalysis } from '../../analyze/types.js';
import { inStoryPlace, storyPlaceOf } from '../../analyze/storyPlace.js';
import { placeWithWhen } from '../../analyze/storyWhen.js';
import type { SeededRandom } from '../../random/seededRandom.js';
import { isMassNoun, pluralPhrase } from '../story.js';
import { capitalized, heroInText } from '../storyWords.js';

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
  const who = heroInText(hero);
  // "25 pieces of cheese", never "25 cheese": a heap is counted by its pieces.
  const isHeap = isMassNoun(collectible.phrase);
  const counted = isHeap ? `${targetCount} pieces of ${items}` : `${targetCount} ${items}`;
  const scattered = isHeap
    ? `The ${items} is scattered all over ${placeWithWhen(place, analysis.atmosphere)}, and ${who} wants ${targetCount} pieces of it.`
    : `The ${items} are scattered all over ${placeWithWhen(place, analysis.atmosphere)}, and ${who} wants ${targetCount} of them.`;
  const opening = random.pick([
    `${capitalized(who)} has one minute to gather ${counted} ${inStoryPlace(place, analysis.atmosphere)}.`,
    scattered,
  ]);
  const hazards = pluralPhrase(enemy.phrase);
  // Foes the prompt never named go unnamed: the game drew them, the player did not ask for them.
  const ending = random.pick(
    enemy.isImplied
      ? [
          'Steer clear of anything that roams, dash past it and grab the bonus for extra time!',
          'Watch your step: the place gets busier with every pickup.',
        ]
      : [
          `Steer clear of the ${hazards}, dash past them and grab the bonus for extra time!`,
          `Watch out for the roaming ${hazards}: they get bolder with every pickup.`,
        ],
  );
  return `${opening} ${ending}`.slice(0, MAX_STORY_LENGTH);
}
