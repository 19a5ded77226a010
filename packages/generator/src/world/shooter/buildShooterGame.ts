import { parseWorldFile } from '@promptplay/contracts';
import type { PromptAnalysis } from '../../analyze/types.js';
import { characterSheetFor, itemSpriteFor } from '../../art/castArt.js';
import { renderPng } from '../../art/renderPng.js';
import type { BuiltGame, GeneratedFile } from '../../buildGame.js';
import type { WorldInput } from '../buildPlatformerWorld.js';
import { buildShooterWorld, SHOOTER_MEDIA } from '../buildShooterWorld.js';
import { shooterEnemyLooks } from './shooterCast.js';
import { shooterScreenshotSvg } from './shooterScreenshot.js';
import { ammoOf } from '../shotAmmo.js';

/** World file, sprite sheets, ammo sprite and screenshot of a shooter game. */
export async function buildShooterGame(input: WorldInput): Promise<BuiltGame> {
  const analysis: PromptAnalysis = input.analysis;
  const checked = parseWorldFile(buildShooterWorld(input));
  if (!checked.ok) throw new Error(`Generated world is invalid: ${checked.error}`);
  const world = checked.world;
  if (world.gameGenre !== 'SHOOTER') throw new Error('Generated world has the wrong genre');
  const enemies = shooterEnemyLooks(analysis);
  const cast = {
    hero: analysis.hero.look,
    primaryEnemy: enemies.primary,
    basicEnemy: enemies.basic,
    fastEnemy: enemies.fast,
    ammo: ammoOf(analysis),
  };
  const stills: [string, string][] = [
    [SHOOTER_MEDIA.hero, characterSheetFor(cast.hero, 'hero')],
    [SHOOTER_MEDIA.primaryEnemy, characterSheetFor(cast.primaryEnemy, 'primary')],
    [SHOOTER_MEDIA.basicEnemy, characterSheetFor(cast.basicEnemy, 'basic')],
    [SHOOTER_MEDIA.fastEnemy, characterSheetFor(cast.fastEnemy, 'fast')],
    [SHOOTER_MEDIA.ammo, itemSpriteFor(cast.ammo)],
    [SHOOTER_MEDIA.screenshot, shooterScreenshotSvg(world, cast)],
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
    screenshotPath: SHOOTER_MEDIA.screenshot,
    previewPath: null,
    targetAudience: input.targetAudience,
  };
}
