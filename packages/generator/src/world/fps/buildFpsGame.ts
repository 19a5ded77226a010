import { parseWorldFile } from '@promptplay/contracts';
import type { AnalysisRecast, PromptAnalysis } from '../../analyze/types.js';
import { characterSheetFor, itemSpriteFor, weaponSpriteFor } from '../../art/castArt.js';
import { renderPng } from '../../art/renderPng.js';
import type { BuiltGame, GeneratedFile } from '../../buildGame.js';
import type { WorldInput } from '../buildPlatformerWorld.js';
import { shooterEnemyLooks } from '../shooter/shooterCast.js';
import { placePropsFor } from '../placeProps.js';
import { buildFpsWorld, FPS_MEDIA, FPS_PROP_SIZE, FPS_WEAPON_SIZE } from './buildFpsWorld.js';
import { fpsScreenshotSvg } from './fpsScreenshot.js';
import { ammoOf } from '../shotAmmo.js';
import { withoutMazeFoe } from './mazeFoe.js';

/** What buildGame hands an FPS game: the prompt, read again when its object is the maze. */
export interface FpsGameInput extends WorldInput {
  prompt?: string;
  /** Applied to a new reading of the prompt (see AnalysisRecast). */
  recast?: AnalysisRecast;
}

/** World file, sprite sheets, ammo sprite and a first-person screenshot of an FPS game. */
export async function buildFpsGame(given: FpsGameInput): Promise<BuiltGame> {
  const analysis: PromptAnalysis =
    given.prompt === undefined
      ? given.analysis
      : withoutMazeFoe(given.prompt, given.analysis, given.seed, given.recast);
  const input = { ...given, analysis };
  const checked = parseWorldFile(buildFpsWorld(input));
  if (!checked.ok) throw new Error(`Generated world is invalid: ${checked.error}`);
  const world = checked.world;
  if (world.gameGenre !== 'FPS') throw new Error('Generated world has the wrong genre');
  // The boss and its basic and fast kin, drawn as the shooter draws them.
  const enemies = shooterEnemyLooks(analysis);
  const cast = {
    hero: analysis.hero.look,
    primaryEnemy: enemies.primary,
    basicEnemy: enemies.basic,
    fastEnemy: enemies.fast,
    ammo: ammoOf(analysis),
    ...(analysis.weapon && world.items.weapon ? { weapon: analysis.weapon } : {}),
  };
  const stills: [string, string][] = [
    [FPS_MEDIA.hero, characterSheetFor(cast.hero, 'hero')],
    [FPS_MEDIA.primaryEnemy, characterSheetFor(cast.primaryEnemy, 'primary')],
    [FPS_MEDIA.basicEnemy, characterSheetFor(cast.basicEnemy, 'basic')],
    [FPS_MEDIA.fastEnemy, characterSheetFor(cast.fastEnemy, 'fast')],
    [FPS_MEDIA.ammo, itemSpriteFor(cast.ammo)],
    ...(analysis.weapon && world.items.weapon
      ? [[FPS_MEDIA.weapon, weaponSpriteFor(analysis.weapon, FPS_WEAPON_SIZE)] as [string, string]]
      : []),
    ...(world.items.props ? placePropsFor(analysis).props : []).map(
      (prop, index): [string, string] => [
        FPS_MEDIA.prop(index),
        itemSpriteFor(prop, FPS_PROP_SIZE, `prop${index}`),
      ],
    ),
    [FPS_MEDIA.screenshot, fpsScreenshotSvg(world, cast)],
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
    screenshotPath: FPS_MEDIA.screenshot,
    previewPath: null,
    targetAudience: input.targetAudience,
  };
}
