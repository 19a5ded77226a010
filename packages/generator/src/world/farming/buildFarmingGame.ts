import { parseWorldFile } from '@promptplay/contracts';
import { characterSheetSvg } from '../../art/character/drawCharacter.js';
import { collectibleSvg } from '../../art/items/itemSprites.js';
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
    [FARMING_MEDIA.farmer, characterSheetSvg(cast.farmer.look, 'farmer')],
    [FARMING_MEDIA.landSeller, characterSheetSvg(cast.landSeller.look, 'land')],
    [FARMING_MEDIA.seedSeller, characterSheetSvg(cast.seedSeller.look, 'seedseller')],
    [FARMING_MEDIA.cropBuyer, characterSheetSvg(cast.cropBuyer.look, 'buyer')],
    [FARMING_MEDIA.crop, collectibleSvg(cast.crop)],
    [FARMING_MEDIA.seed, collectibleSvg(cast.seed)],
    [FARMING_MEDIA.coin, collectibleSvg(cast.coin)],
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
