import type { MergeWorld, TargetAudience } from '@promptplay/contracts';
import { SPRITE_SHEET_FRAMES, WORLD_FORMAT_VERSION } from '@promptplay/contracts';
import type { PromptAnalysis } from '../analyze/types.js';
import { CHARACTER_FRAME_SIZE } from '../art/character/drawCharacter.js';
import { COLLECTIBLE_SIZE, GOAL_SIZE } from '../art/items/itemSprites.js';
import { inStoryPlace, storyPlaceOf } from '../analyze/storyPlace.js';
import { createRandom } from '../random/seededRandom.js';
import { mergeChainFor, type MergeTier } from './merge/mergeChain.js';
import { mergeSettingsFor, mergeTierCountFor } from './merge/mergeSettings.js';
import { difficultyFor } from './platformerSettings.js';
import { nameInText } from '../analyze/naming.js';
import { capitalized, heroInText } from './storyWords.js';
import { everyOf, oneOf } from './story.js';

/** File names of a merge game's media, relative to its media base URL. */
export const MERGE_MEDIA = {
  mascot: 'mascot.png',
  tier: (tier: number) => `tier${tier}.png`,
  screenshot: 'screenshot.png',
} as const;

export interface MergeWorldInput {
  prompt: string;
  analysis: PromptAnalysis;
  author: string;
  seed: number;
  createdAt: string;
  mediaBaseUrl: string;
  targetAudience: TargetAudience;
}

const clip = (text: string, max: number): string => text.slice(0, max);

/** The chain the world uses, shared with the art step (same seed, same chain). */
export function mergeChainOf(
  input: Pick<MergeWorldInput, 'prompt' | 'analysis' | 'seed' | 'targetAudience'>,
): {
  difficulty: number;
  chain: MergeTier[];
} {
  const random = createRandom(input.seed);
  const difficulty = difficultyFor(
    input.analysis.difficultyBias,
    input.targetAudience,
    random.fork('difficulty'),
  );
  const tierCount = mergeTierCountFor(difficulty, random.fork('tiers'));
  return {
    difficulty,
    chain: mergeChainFor(input.prompt, input.analysis, tierCount, random.fork('chain')),
  };
}

/**
 * The merge world for a prompt: a chain from its "merge X into Y" words and theme, the hero as
 * the mascot beside the board, the theme's look, and board numbers from the seed.
 */
export function buildMergeWorld(input: MergeWorldInput): MergeWorld {
  const { analysis, seed, mediaBaseUrl, targetAudience } = input;
  const random = createRandom(seed);
  const { difficulty, chain } = mergeChainOf(input);
  const topName = chain[chain.length - 1]?.name ?? 'Prize';
  // "every cloud", never "every clouds": the chain's first step is one thing.
  const first = nameInText(oneOf(chain[0]?.name ?? 'Item'));
  const top = nameInText(topName);
  const story = random
    .fork('story')
    .pick([
      `${capitalized(heroInText(analysis.hero))} needs your help ${inStoryPlace(storyPlaceOf(analysis.setting), analysis.atmosphere)}: drag two of the same together and climb from the ${first} all the way to the ${top}.`,
      `${capitalized(everyOf(first))} ${inStoryPlace(storyPlaceOf(analysis.setting), analysis.atmosphere)} dreams of becoming the ${top}. Merge pairs, tap for more, and never let the board fill up!`,
    ]);
  return {
    formatVersion: WORLD_FORMAT_VERSION,
    version: '1.0.0',
    creationTimeUtc: input.createdAt,
    worldProfileData: {
      locationName: clip(`${topName} Merge`, 80),
      backgroundStoryText: clip(story, 600),
      author: clip(input.author, 60),
      gameGenre: 'MERGE',
    },
    seed,
    difficulty,
    targetAudience,
    palette: analysis.palette,
    background: analysis.background,
    genreSpecificFields: {
      mergeChainDescription: clip(chain.map((tier) => nameInText(tier.name)).join(' → '), 300),
    },
    gameGenre: 'MERGE',
    characters: {
      mascot: {
        name: clip(analysis.hero.name, 60),
        description: clip(analysis.hero.phrase, 300),
        sheetUrl: `${mediaBaseUrl}${MERGE_MEDIA.mascot}`,
        frameWidth: CHARACTER_FRAME_SIZE,
        frameHeight: CHARACTER_FRAME_SIZE,
        frameCount: SPRITE_SHEET_FRAMES.length,
      },
    },
    items: {
      chain: chain.map((tier, index) => ({
        name: clip(tier.name, 60),
        url: `${mediaBaseUrl}${MERGE_MEDIA.tier(index)}`,
        size: tier.goalKind ? GOAL_SIZE : COLLECTIBLE_SIZE,
      })),
    },
    merge: mergeSettingsFor(difficulty, targetAudience, random.fork('merge')),
  };
}
