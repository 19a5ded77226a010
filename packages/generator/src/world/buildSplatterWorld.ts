import type { SplatterWorld } from '@promptplay/contracts';
import {
  SPLATTER_WORLD_VERSION,
  SPRITE_SHEET_FRAMES,
  WORLD_FORMAT_VERSION,
} from '@promptplay/contracts';
import { storyPlaceWhenOf } from '../analyze/storyPlace.js';
import { nameInText, titleCase } from '../analyze/naming.js';
import type { PromptAnalysis } from '../analyze/types.js';
import { CHARACTER_FRAME_SIZE } from '../art/character/drawCharacter.js';
import { COLLECTIBLE_SIZE } from '../art/items/itemSprites.js';
import { createRandom, type SeededRandom } from '../random/seededRandom.js';
import type { WorldInput } from './buildPlatformerWorld.js';
import { difficultyFor } from './platformerSettings.js';
import { splatColorsOf } from './splatter/splatSubstance.js';
import { pluralPhrase } from './story.js';
import { foesInText, heroInText } from './storyWords.js';
import { titlePlaceOf } from './title.js';

/** File names of a splatter game's media, relative to its media base URL. */
export const SPLATTER_MEDIA = {
  target: 'target.png',
  friend: 'friend.png',
  bonus: 'bonus.png',
  screenshot: 'screenshot.png',
} as const;

const clip = (text: string, max: number): string => text.slice(0, max);

function splatterTitle(analysis: PromptAnalysis, random: SeededRandom): string {
  const verb = random.pick(['Splat', 'Squish', 'Splatter']);
  const title = `${verb} the ${titleCase(pluralPhrase(analysis.enemy.name))}: ${titlePlaceOf(analysis)}`;
  return clip(title.length <= 80 ? title : `${verb} the ${analysis.enemy.name}`, 80);
}

function splatterStory(analysis: PromptAnalysis, random: SeededRandom): string {
  const { hero, enemy, collectible } = analysis;
  const place = storyPlaceWhenOf(analysis);
  // Foes the prompt never named go unnamed: the game drew them, the player did not ask for them.
  const targets = foesInText(enemy, pluralPhrase(enemy.phrase), 'pests');
  // A bystander the prompt never named is "the kid"; a named hero is called by name.
  const spared = hero.isImplied ? `the ${nameInText(hero.phrase)}` : heroInText(hero);
  const opening = random.pick([
    `The ${targets} have overrun ${place}!`,
    `Uh oh, ${targets} are scurrying all over ${place}.`,
  ]);
  return clip(
    `${opening} Tap to splat them, chain quick splats into combos and grab the ${pluralPhrase(collectible.phrase)} for extra time. Missed taps cost seconds, and never splat ${spared}!`,
    600,
  );
}

/**
 * The splatter world for an analysed prompt: the prompt's enemy is what the player splats, the
 * hero is the friend to spare, the collectible a time bonus; splats take the colours of what
 * is thrown (splatColorsOf).
 */
export function buildSplatterWorld(input: WorldInput): SplatterWorld {
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
  const settings = random.fork('splatter');
  const splatColors = splatColorsOf(analysis);
  return {
    formatVersion: WORLD_FORMAT_VERSION,
    version: '1.0.0',
    creationTimeUtc: input.createdAt,
    worldProfileData: {
      locationName: splatterTitle(analysis, random.fork('title')),
      backgroundStoryText: splatterStory(analysis, random.fork('story')),
      author: clip(input.author, 60),
      gameGenre: 'SPLATTER',
    },
    seed,
    difficulty,
    targetAudience,
    palette: analysis.palette,
    background: analysis.background,
    genreSpecificFields: { splatterTargetsDescription: clip(analysis.enemy.phrase, 300) },
    gameGenre: 'SPLATTER',
    characters: {
      target: character(analysis.enemy, SPLATTER_MEDIA.target),
      friend: character(analysis.hero, SPLATTER_MEDIA.friend),
    },
    items: {
      bonus: {
        name: clip(analysis.collectible.name, 60),
        url: `${mediaBaseUrl}${SPLATTER_MEDIA.bonus}`,
        size: COLLECTIBLE_SIZE,
      },
    },
    splatter: {
      genreVersion: SPLATTER_WORLD_VERSION,
      splatColor: splatColors[0],
      splatColors,
      timeLimitSeconds: settings.pick([40, 45, 50]),
      startTargets: difficulty >= 3 ? 3 : 2,
      maxTargets: 5 + difficulty,
      targetSpeed: Math.round((0.16 + difficulty * 0.04 + settings.range(0, 0.04)) * 100) / 100,
      missPenaltySeconds: difficulty >= 4 ? 2 : 1,
      friendShare: Math.round((0.2 + difficulty * 0.05) * 100) / 100,
      lives: targetAudience === 'children' ? 5 : 3,
    },
  };
}
