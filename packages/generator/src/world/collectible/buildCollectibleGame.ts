import { parseWorldFile, type TargetAudience } from '@promptplay/contracts';
import type { PromptAnalysis } from '../../analyze/types.js';
import { characterSheetFor, itemSpriteFor } from '../../art/castArt.js';
import { renderPng } from '../../art/renderPng.js';
import type { BuiltGame, GeneratedFile } from '../../buildGame.js';
import {
  bonusItemFor,
  buildCollectibleWorld,
  COLLECTIBLE_MEDIA,
  OBSTACLE_SIZE,
} from '../buildCollectibleWorld.js';
import { placePropsFor } from '../placeProps.js';
import { collectibleScreenshotSvg } from './collectibleScreenshot.js';

export interface GenreGameInput {
  analysis: PromptAnalysis;
  author: string;
  seed: number;
  createdAt: string;
  mediaBaseUrl: string;
  targetAudience: TargetAudience;
}

/** World file, sprites and screenshot of a collectible game (no animated preview). */
export async function buildCollectibleGame(input: GenreGameInput): Promise<BuiltGame> {
  const checked = parseWorldFile(buildCollectibleWorld(input));
  if (!checked.ok) throw new Error(`Generated world is invalid: ${checked.error}`);
  if (checked.world.gameGenre !== 'COLLECTIBLE')
    throw new Error('Generated world has the wrong genre');
  const world = checked.world;
  const { analysis } = input;
  const bonus = bonusItemFor(analysis.collectible);
  const props = world.obstacles ? placePropsFor(analysis).props : [];
  const cast = {
    hero: analysis.hero.look,
    hazard: analysis.enemy.look,
    collectible: analysis.collectible,
    bonus,
    obstacles: props,
  };
  const stills: [string, string][] = [
    [COLLECTIBLE_MEDIA.hero, characterSheetFor(cast.hero, 'hero')],
    [COLLECTIBLE_MEDIA.hazard, characterSheetFor(cast.hazard, 'hazard')],
    [COLLECTIBLE_MEDIA.collectible, itemSpriteFor(cast.collectible)],
    [COLLECTIBLE_MEDIA.bonus, itemSpriteFor(bonus)],
    ...props.map((prop, index): [string, string] => [
      COLLECTIBLE_MEDIA.obstacle(index),
      itemSpriteFor(prop, OBSTACLE_SIZE, `obstacle${index}`),
    ]),
    [COLLECTIBLE_MEDIA.screenshot, collectibleScreenshotSvg(world, cast)],
  ];
  const files = await Promise.all(
    stills.map(async ([path, svg]): Promise<GeneratedFile> => ({
      path,
      contentType: 'image/png',
      body: await renderPng(svg),
    })),
  );
  return {
    world,
    title: world.worldProfileData.locationName,
    description: world.worldProfileData.backgroundStoryText,
    files,
    screenshotPath: COLLECTIBLE_MEDIA.screenshot,
    previewPath: null,
    targetAudience: input.targetAudience,
  };
}
