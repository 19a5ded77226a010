import { parseWorldFile } from '@promptplay/contracts';
import { characterSheetFor, itemArtFor } from '../../art/castArt.js';
import { renderPng } from '../../art/renderPng.js';
import { svgDocument } from '../../art/svg.js';
import type { BuiltGame, GeneratedFile } from '../../buildGame.js';
import type { WorldInput } from '../buildPlatformerWorld.js';
import { buildSlapperWorld, SLAPPER_MEDIA, WEAPON_SIZE } from '../buildSlapperWorld.js';
import { slapperScreenshotSvg } from './slapperScreenshot.js';

function weaponSvg(item: Parameters<typeof itemArtFor>[0], id: string): string {
  const art = itemArtFor(item, id);
  return svgDocument(WEAPON_SIZE, WEAPON_SIZE, `<defs>${art.defs}</defs>${art.body}`, '0 0 64 64');
}

/** Builds a slapper game from a prompt: world file, both sheets, weapon sprites, screenshot. */
export async function buildSlapperGame(input: WorldInput): Promise<BuiltGame> {
  const { analysis } = input;
  const { world, weapons } = buildSlapperWorld(input);
  const checked = parseWorldFile(world);
  if (!checked.ok) throw new Error(`Generated world is invalid: ${checked.error}`);
  const heaviest = weapons.at(-1)?.item ?? analysis.collectible;
  const stills: [string, string][] = [
    [SLAPPER_MEDIA.slapper, characterSheetFor(analysis.hero, 'slapper')],
    [SLAPPER_MEDIA.target, characterSheetFor(analysis.enemy, 'target')],
    ...weapons.map((weapon, index): [string, string] => [
      SLAPPER_MEDIA.weapon(index),
      weaponSvg(weapon.item, `weapon${index}`),
    ]),
    [
      SLAPPER_MEDIA.screenshot,
      slapperScreenshotSvg(world, analysis.hero.look, analysis.enemy.look, heaviest),
    ],
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
    screenshotPath: SLAPPER_MEDIA.screenshot,
    previewPath: null,
    targetAudience: input.targetAudience,
  };
}
