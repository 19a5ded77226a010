import { parseWorldFile } from '@promptplay/contracts';
import { characterSheetFor, itemSpriteFor } from '../../art/castArt.js';
import { renderPng } from '../../art/renderPng.js';
import type { BuiltGame, GeneratedFile } from '../../buildGame.js';
import {
  buildFarmingWorld,
  FARMING_MEDIA,
  farmingCastOf,
  type FarmingWorldInput,
} from '../buildFarmingWorld.js';
import { farmingScreenshotSvg } from './farmingScreenshot.js';

/** World file, four character sheets, crop / seed / coin sprites and the screenshot of a farm. */
export async function buildFarmingGame(input: FarmingWorldInput): Promise<BuiltGame> {
  const checked = parseWorldFile(buildFarmingWorld(input));
  if (!checked.ok) throw new Error(`Generated world is invalid: ${checked.error}`);
  if (checked.world.gameGenre !== 'FARMING') throw new Error('Generated world has the wrong genre');
  const world = checked.world;
  const cast = farmingCastOf(input);
  const stills: [string, string][] = [
    [FARMING_MEDIA.farmer, characterSheetFor(cast.farmer, 'farmer')],
    [FARMING_MEDIA.landSeller, characterSheetFor(cast.landSeller, 'land')],
    [FARMING_MEDIA.seedSeller, characterSheetFor(cast.seedSeller, 'seedseller')],
    [FARMING_MEDIA.cropBuyer, characterSheetFor(cast.cropBuyer, 'buyer')],
    [FARMING_MEDIA.crop, itemSpriteFor(cast.crop)],
    [FARMING_MEDIA.seed, itemSpriteFor(cast.seed)],
    [FARMING_MEDIA.coin, itemSpriteFor(cast.coin)],
    [FARMING_MEDIA.screenshot, farmingScreenshotSvg(world, cast)],
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
    screenshotPath: FARMING_MEDIA.screenshot,
    previewPath: null,
    targetAudience: input.targetAudience,
  };
}
