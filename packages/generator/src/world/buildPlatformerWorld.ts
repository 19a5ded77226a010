import type { PlatformerWorld, TargetAudience } from '@promptplay/contracts';
import { SPRITE_SHEET_FRAMES, WORLD_FORMAT_VERSION } from '@promptplay/contracts';
import type { PromptAnalysis } from '../analyze/types.js';
import { CHARACTER_FRAME_SIZE } from '../art/character/drawCharacter.js';
import { COLLECTIBLE_SIZE, GOAL_SIZE } from '../art/items/itemSprites.js';
import { createRandom } from '../random/seededRandom.js';
import { difficultyFor, platformerSettingsFor } from './platformerSettings.js';
import { paletteForCourse } from './platformCourse.js';
import { storyFor } from './story.js';
import { titleFor } from './title.js';

/** File names of a platformer game's media, relative to its media base URL. */
export const PLATFORMER_MEDIA = {
  hero: 'hero.png',
  enemy: 'enemy.png',
  collectible: 'collectible.png',
  goal: 'goal.png',
  screenshot: 'screenshot.png',
  preview: 'preview.webp',
} as const;

export interface WorldInput {
  analysis: PromptAnalysis;
  author: string;
  seed: number;
  createdAt: string;
  mediaBaseUrl: string;
  targetAudience: TargetAudience;
}

const clip = (text: string, max: number): string => text.slice(0, max);

/**
 * The platformer world file for an analysed prompt: profile (title, story, author),
 * look (palette, background), cast (sprite sheets), items and level settings.
 */
export function buildPlatformerWorld(input: WorldInput): PlatformerWorld {
  const { analysis, seed, mediaBaseUrl, targetAudience } = input;
  const random = createRandom(seed);
  const difficulty = difficultyFor(
    analysis.difficultyBias,
    targetAudience,
    random.fork('difficulty'),
  );
  const character = (concept: PromptAnalysis['hero'], file: string) => ({
    name: clip(concept.name, 60),
    description: clip(concept.phrase, 300),
    sheetUrl: `${mediaBaseUrl}${file}`,
    frameWidth: CHARACTER_FRAME_SIZE,
    frameHeight: CHARACTER_FRAME_SIZE,
    frameCount: SPRITE_SHEET_FRAMES.length,
  });
  return {
    formatVersion: WORLD_FORMAT_VERSION,
    version: '1.0.0',
    creationTimeUtc: input.createdAt,
    worldProfileData: {
      locationName: titleFor(analysis, random.fork('title')),
      backgroundStoryText: storyFor(analysis, random.fork('story')),
      author: clip(input.author, 60),
      gameGenre: 'PLATFORMER',
    },
    seed,
    difficulty,
    targetAudience,
    palette: paletteForCourse(analysis.palette, analysis.course),
    background: analysis.background,
    genreSpecificFields: {
      collectibleDescription: clip(analysis.collectible.phrase, 300),
      basicEnemyDescription: clip(analysis.enemy.phrase, 300),
    },
    gameGenre: 'PLATFORMER',
    characters: {
      hero: character(analysis.hero, PLATFORMER_MEDIA.hero),
      enemy: character(analysis.enemy, PLATFORMER_MEDIA.enemy),
    },
    items: {
      collectible: {
        name: clip(analysis.collectible.name, 60),
        url: `${mediaBaseUrl}${PLATFORMER_MEDIA.collectible}`,
        size: COLLECTIBLE_SIZE,
      },
      goal: {
        name: clip(analysis.goal.name, 60),
        url: `${mediaBaseUrl}${PLATFORMER_MEDIA.goal}`,
        size: GOAL_SIZE,
      },
    },
    platformer: {
      ...platformerSettingsFor(difficulty, targetAudience, random.fork('platformer')),
      // "hops across lily pads": the floating platforms are lily pads.
      ...(analysis.course ? { course: analysis.course } : {}),
    },
  };
}
