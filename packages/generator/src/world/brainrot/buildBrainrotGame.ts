import { parseWorldFile } from '@promptplay/contracts';
import type { ItemConcept } from '../../analyze/types.js';
import { characterSheetFor, itemArtFor } from '../../art/castArt.js';
import { renderPng } from '../../art/renderPng.js';
import { svgDocument } from '../../art/svg.js';
import type { BuiltGame, GeneratedFile } from '../../buildGame.js';
import { BRAINROT_MEDIA, buildBrainrotWorld, PROP_SIZE } from '../buildBrainrotWorld.js';
import type { WorldInput } from '../buildPlatformerWorld.js';
import { withPlaceHazard } from '../placeHazard.js';
import { brainrotScreenshotSvg } from './brainrotScreenshot.js';
import { heroOnRide } from './heroOutfit.js';

function propSvg(item: ItemConcept, id: string): string {
  const art = itemArtFor(item, id);
  return svgDocument(PROP_SIZE, PROP_SIZE, `<defs>${art.defs}</defs>${art.body}`, '0 0 64 64');
}

/**
 * Builds a brainrot game from a prompt: world file, hero and hazard sheets, props, screenshot.
 * With no foe named, the hazard is a thing of the place (`withPlaceHazard`).
 */
export async function buildBrainrotGame(
  given: WorldInput & { prompt?: string },
): Promise<BuiltGame> {
  // "a frog riding a skateboard": the board the hero rides is under its feet.
  const placed = withPlaceHazard(given.analysis);
  const rideAnalysis = { ...placed, hero: heroOnRide(placed.hero, placed.vehicle) };
  const input = { ...given, analysis: rideAnalysis };
  const { analysis } = input;
  const { world, props } = buildBrainrotWorld(input);
  const checked = parseWorldFile(world);
  if (!checked.ok) throw new Error(`Generated world is invalid: ${checked.error}`);
  const stills: [string, string][] = [
    [BRAINROT_MEDIA.hero, characterSheetFor(analysis.hero, 'hero')],
    [BRAINROT_MEDIA.hazard, characterSheetFor(analysis.enemy, 'hazard')],
    ...props.map((prop, index): [string, string] => [
      BRAINROT_MEDIA.prop(index),
      propSvg(prop, `prop${index}`),
    ]),
    [
      BRAINROT_MEDIA.screenshot,
      brainrotScreenshotSvg(world, analysis.hero.look, analysis.enemy.look, props),
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
    screenshotPath: BRAINROT_MEDIA.screenshot,
    previewPath: null,
    targetAudience: input.targetAudience,
  };
}
