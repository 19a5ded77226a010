import type { CollectibleWorld, TargetAudience } from '@promptplay/contracts';
import { SPRITE_SHEET_FRAMES, WORLD_FORMAT_VERSION } from '@promptplay/contracts';
import type { CharacterConcept, ItemConcept, PromptAnalysis } from '../analyze/types.js';
import { CHARACTER_FRAME_SIZE } from '../art/character/drawCharacter.js';
import { COLLECTIBLE_SIZE } from '../art/items/itemSprites.js';
import { createRandom } from '../random/seededRandom.js';
import { arenaObstaclesFor } from './collectible/arenaObstacles.js';
import { collectibleSettingsFor } from './collectible/collectibleSettings.js';
import { collectibleStoryFor } from './collectible/collectibleStory.js';
import { difficultyFor } from './platformerSettings.js';
import { pluralPhrase } from './story.js';
import { titleFor } from './title.js';

/** File names of a collectible game's media, relative to its media base URL. */
export const COLLECTIBLE_MEDIA = {
  hero: 'hero.png',
  hazard: 'hazard.png',
  collectible: 'collectible.png',
  bonus: 'bonus.png',
  obstacle: (index: number) => `obstacle-${index}.png`,
  screenshot: 'screenshot.png',
} as const;

/** Pixel size of the obstacle pictures (drawn at about twice an obstacle's radius). */
export const OBSTACLE_SIZE = 96;

export interface CollectibleWorldInput {
  analysis: PromptAnalysis;
  author: string;
  seed: number;
  createdAt: string;
  mediaBaseUrl: string;
  targetAudience: TargetAudience;
}

const BONUS_NAMES = { star: 'Lucky Star', gem: 'Shiny Gem', heart: 'Big Heart' } as const;

/** The rare bonus pickup: a star, gem or heart that differs from the main item. */
export function bonusItemFor(collectible: ItemConcept): ItemConcept {
  const kind = collectible.kind === 'star' ? 'gem' : collectible.kind === 'gem' ? 'heart' : 'star';
  const name = BONUS_NAMES[kind];
  return {
    kind,
    name,
    phrase: name.toLowerCase(),
    color: kind === 'heart' ? '#ff5a7a' : '#ffd23f',
  };
}

const clip = (text: string, max: number): string => text.slice(0, max);

function character(concept: CharacterConcept, url: string) {
  return {
    name: clip(concept.name, 60),
    description: clip(concept.phrase, 300),
    sheetUrl: url,
    frameWidth: CHARACTER_FRAME_SIZE,
    frameHeight: CHARACTER_FRAME_SIZE,
    frameCount: SPRITE_SHEET_FRAMES.length,
  };
}

/**
 * The collectible world for an analysed prompt: the prompt's hero gathers its collectible in a
 * walled arena among the place's props while its enemies roam as hazards; look from the place,
 * numbers from the seed.
 */
export function buildCollectibleWorld(input: CollectibleWorldInput): CollectibleWorld {
  const { analysis, seed, mediaBaseUrl, targetAudience } = input;
  const random = createRandom(seed);
  const difficulty = difficultyFor(
    analysis.difficultyBias,
    targetAudience,
    random.fork('difficulty'),
  );
  const settings = collectibleSettingsFor(difficulty, targetAudience, random.fork('collectible'));
  const bonus = bonusItemFor(analysis.collectible);
  const obstacles = arenaObstaclesFor(analysis, settings, random.fork('obstacles'));
  return {
    formatVersion: WORLD_FORMAT_VERSION,
    version: '1.0.0',
    creationTimeUtc: input.createdAt,
    worldProfileData: {
      locationName: titleFor(analysis, random.fork('title')),
      backgroundStoryText: collectibleStoryFor(
        analysis,
        settings.targetCount,
        random.fork('story'),
      ),
      author: clip(input.author, 60),
      gameGenre: 'COLLECTIBLE',
    },
    seed,
    difficulty,
    targetAudience,
    palette: analysis.palette,
    background: analysis.background,
    genreSpecificFields: {
      collectibleItemsDescription: clip(pluralPhrase(analysis.collectible.phrase), 300),
      collectibleDescription: clip(`${bonus.phrase}: bonus points and extra seconds`, 300),
    },
    gameGenre: 'COLLECTIBLE',
    characters: {
      hero: character(analysis.hero, `${mediaBaseUrl}${COLLECTIBLE_MEDIA.hero}`),
      hazard: character(analysis.enemy, `${mediaBaseUrl}${COLLECTIBLE_MEDIA.hazard}`),
    },
    items: {
      collectible: {
        name: clip(analysis.collectible.name, 60),
        url: `${mediaBaseUrl}${COLLECTIBLE_MEDIA.collectible}`,
        size: COLLECTIBLE_SIZE,
      },
      bonus: {
        name: bonus.name,
        url: `${mediaBaseUrl}${COLLECTIBLE_MEDIA.bonus}`,
        size: COLLECTIBLE_SIZE,
      },
    },
    collectible: settings,
    ...(obstacles && {
      obstacles: {
        sprites: obstacles.props.map((prop, index) => ({
          name: clip(prop.name, 60),
          url: `${mediaBaseUrl}${COLLECTIBLE_MEDIA.obstacle(index)}`,
          size: OBSTACLE_SIZE,
        })),
        placed: obstacles.placed,
      },
    }),
  };
}
