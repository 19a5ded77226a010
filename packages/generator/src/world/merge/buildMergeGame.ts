import { parseWorldFile } from '@promptplay/contracts';
import { characterSheetFor, goalSpriteFor, itemSpriteFor } from '../../art/castArt.js';
import { renderPng } from '../../art/renderPng.js';
import type { BuiltGame, GeneratedFile } from '../../buildGame.js';
import {
  buildMergeWorld,
  MERGE_MEDIA,
  mergeChainOf,
  type MergeWorldInput,
} from '../buildMergeWorld.js';
import { mergeScreenshotSvg } from './mergeScreenshot.js';

/** World file, chain sprites, mascot sheet and screenshot of a merge game. */
export async function buildMergeGame(input: MergeWorldInput): Promise<BuiltGame> {
  const checked = parseWorldFile(buildMergeWorld(input));
  if (!checked.ok) throw new Error(`Generated world is invalid: ${checked.error}`);
  if (checked.world.gameGenre !== 'MERGE') throw new Error('Generated world has the wrong genre');
  const world = checked.world;
  const { chain } = mergeChainOf(input);
  const stills: [string, string][] = [
    [MERGE_MEDIA.mascot, characterSheetFor(input.analysis.hero, 'mascot')],
    ...chain.map((tier, index): [string, string] => [
      MERGE_MEDIA.tier(index),
      tier.goalKind
        ? goalSpriteFor({
            kind: tier.goalKind,
            name: tier.name,
            phrase: tier.item.phrase,
            itemKind: tier.item.kind,
            color: tier.item.color,
            friend: null,
          })
        : itemSpriteFor(tier.item),
    ]),
    [MERGE_MEDIA.screenshot, mergeScreenshotSvg(world, chain, input.analysis.hero.look)],
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
    screenshotPath: MERGE_MEDIA.screenshot,
    previewPath: null,
    targetAudience: input.targetAudience,
  };
}
