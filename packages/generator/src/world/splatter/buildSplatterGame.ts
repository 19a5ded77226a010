import { parseWorldFile } from '@promptplay/contracts';
import type { PromptAnalysis } from '../../analyze/types.js';
import { characterSheetFor, itemSpriteFor } from '../../art/castArt.js';
import { renderPng } from '../../art/renderPng.js';
import type { BuiltGame, GeneratedFile } from '../../buildGame.js';
import type { WorldInput } from '../buildPlatformerWorld.js';
import { buildSplatterWorld, SPLATTER_MEDIA } from '../buildSplatterWorld.js';
import { splatterScreenshotSvg } from './splatterScreenshot.js';
import { withThrownAtTarget } from './splatTarget.js';

/** What buildGame hands a splatter game: the prompt says what is thrown at what. */
export interface SplatterGameInput extends WorldInput {
  prompt?: string;
}

/**
 * World file, sprite sheets, bonus sprite and screenshot of a splatter game; with no creature
 * named, the thing the prompt throws at is the target (`withThrownAtTarget`).
 */
export async function buildSplatterGame(given: SplatterGameInput): Promise<BuiltGame> {
  const analysis: PromptAnalysis =
    given.prompt === undefined ? given.analysis : withThrownAtTarget(given.prompt, given.analysis);
  const input = { ...given, analysis };
  const checked = parseWorldFile(buildSplatterWorld(input));
  if (!checked.ok) throw new Error(`Generated world is invalid: ${checked.error}`);
  const world = checked.world;
  if (world.gameGenre !== 'SPLATTER') throw new Error('Generated world has the wrong genre');
  const cast = {
    target: analysis.enemy.look,
    friend: analysis.hero.look,
    bonus: analysis.collectible,
  };
  const stills: [string, string][] = [
    [SPLATTER_MEDIA.target, characterSheetFor(cast.target, 'target')],
    [SPLATTER_MEDIA.friend, characterSheetFor(cast.friend, 'friend')],
    [SPLATTER_MEDIA.bonus, itemSpriteFor(cast.bonus)],
    [SPLATTER_MEDIA.screenshot, splatterScreenshotSvg(world, cast)],
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
    screenshotPath: SPLATTER_MEDIA.screenshot,
    previewPath: null,
    targetAudience: input.targetAudience,
  };
}
