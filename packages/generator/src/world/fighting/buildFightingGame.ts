import { parseWorldFile } from '@promptplay/contracts';
import { characterSheetSvg } from '../../art/character/drawCharacter.js';
import { collectibleSvg } from '../../art/items/itemSprites.js';
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
    [FIGHTING_MEDIA.fighter, characterSheetSvg(analysis.hero.look, 'fighter')],
    [FIGHTING_MEDIA.dummy, characterSheetSvg(dummy.look, 'dummy')],
    ...roster.map((entry, index): [string, string] => [
      FIGHTING_MEDIA.opponent(index),
      characterSheetSvg(entry.look, `opponent${index}`),
    ]),
    [FIGHTING_MEDIA.badge, collectibleSvg(analysis.collectible)],
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
