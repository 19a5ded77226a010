import { parseWorldFile } from '@promptplay/contracts';
import { characterSheetFor, itemSpriteFor } from '../../art/castArt.js';
import { renderPng } from '../../art/renderPng.js';
import type { BuiltGame, GeneratedFile } from '../../buildGame.js';
import { buildFightingWorld, FIGHTING_MEDIA } from '../buildFightingWorld.js';
import type { WorldInput } from '../buildPlatformerWorld.js';
import { fightingScreenshotSvg } from './fightingScreenshot.js';

/** Builds a fighting game from a prompt: world file, every sprite sheet, badge and screenshot. */
export async function buildFightingGame(input: WorldInput): Promise<BuiltGame> {
  const { analysis } = input;
  const { world, roster, dummy } = buildFightingWorld(input);
  const checked = parseWorldFile(world);
  if (!checked.ok) throw new Error(`Generated world is invalid: ${checked.error}`);
  const firstOpponent = roster[0]?.look ?? analysis.enemy.look;
  const stills: [string, string][] = [
    [FIGHTING_MEDIA.fighter, characterSheetFor(analysis.hero, 'fighter')],
    [FIGHTING_MEDIA.dummy, characterSheetFor(dummy.look, 'dummy')],
    ...roster.map((entry, index): [string, string] => [
      FIGHTING_MEDIA.opponent(index),
      characterSheetFor(entry.look, `opponent${index}`),
    ]),
    [FIGHTING_MEDIA.badge, itemSpriteFor(analysis.collectible)],
    ...(analysis.weapon
      ? [[FIGHTING_MEDIA.weapon, itemSpriteFor(analysis.weapon)] as [string, string]]
      : []),
    [FIGHTING_MEDIA.screenshot, fightingScreenshotSvg(world, analysis.hero.look, firstOpponent)],
  ];
  const files = await Promise.all(
    stills.map(async ([path, svg]): Promise<GeneratedFile> => ({
      path,
      contentType: 'image/png',
      body: await renderPng(svg),
    })),
  );
  return {
    world: checked.world,
    title: world.worldProfileData.locationName,
    description: world.worldProfileData.backgroundStoryText,
    files,
    screenshotPath: FIGHTING_MEDIA.screenshot,
    previewPath: null,
    targetAudience: input.targetAudience,
  };
}
