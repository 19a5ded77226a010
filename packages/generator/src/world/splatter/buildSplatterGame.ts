import { parseWorldFile } from '@promptplay/contracts';
import type { PromptAnalysis } from '../../analyze/types.js';
import { characterSheetFor, itemSpriteFor } from '../../art/castArt.js';
import { renderPng } from '../../art/renderPng.js';
import type { BuiltGame, GeneratedFile } from '../../buildGame.js';
import type { WorldInput } from '../buildPlatformerWorld.js';
import { buildSplatterWorld, SPLATTER_MEDIA } from '../buildSplatterWorld.js';
import { splatterScreenshotSvg } from './splatterScreenshot.js';

/** World file, sprite sheets, bonus sprite and screenshot of a splatter game. */
export async function buildSplatterGame(input: WorldInput): Promise<BuiltGame> {
  const analysis: PromptAnalysis = input.analysis;
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
