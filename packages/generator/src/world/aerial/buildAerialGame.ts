import { parseWorldFile, type TargetAudience } from '@promptplay/contracts';
import type { AnalysisRecast, CharacterLook, PromptAnalysis } from '../../analyze/types.js';
import { characterSheetFor, goalArtFor, itemArtFor } from '../../art/castArt.js';
import { renderPng } from '../../art/renderPng.js';
import type { BuiltGame, GeneratedFile } from '../../buildGame.js';
import { aerialScreenshotSvg } from './aerialScreenshot.js';
import {
  AERIAL_DESTINATION_SIZE,
  AERIAL_MEDIA,
  AERIAL_PICKUP_SIZE,
  buildAerialWorld,
} from './buildAerialWorld.js';
import { analyzeAerialPrompt } from './findAerialVehicle.js';
import { cloudSvg, hangingSvg, ringSvg, towerSvg } from './obstacleArt.js';
import { placeFlyerOf } from './placeFlyer.js';
import { obstacleLookOf } from './placeObstacles.js';
import { aerialVehicleSvg } from './vehicleArt.js';

/** What buildGame hands an aerial game. */
export interface AerialGameInput {
  prompt: string;
  analysis: PromptAnalysis;
  author: string;
  seed: number;
  createdAt: string;
  mediaBaseUrl: string;
  targetAudience: TargetAudience;
  /** The aircraft the player wrote in place of the prompt's, if edited. */
  editedVehicle?: string;
  /** Applied to the reading without the vehicle (see AnalysisRecast). */
  recast?: AnalysisRecast;
}

/** Whatever flies against the vehicle gets wings if it has none (ghosts and birds fly as they are). */
export function wingedFlyer(look: CharacterLook): CharacterLook {
  if (look.wings !== 'none' || look.body === 'ghost' || look.body === 'bird') return look;
  return { ...look, wings: look.body === 'bug' ? 'bug' : 'bat' };
}

function square(size: number, box: number, art: { defs: string; body: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${box} ${box}"><defs>${art.defs}</defs>${art.body}</svg>`;
}

/** World file, sprites and screenshot of an aerial game (no animated preview). */
export async function buildAerialGame(input: AerialGameInput): Promise<BuiltGame> {
  const found = analyzeAerialPrompt(input.prompt, input.analysis, input.seed, input.editedVehicle);
  const read = input.recast ? input.recast(found.analysis) : found.analysis;
  // The named enemies fly first; else a creature of the place and the hour (bats at night).
  const enemy = placeFlyerOf(read, input.seed) ?? read.enemy;
  const analysis: PromptAnalysis = {
    ...read,
    enemy: { ...enemy, look: wingedFlyer(enemy.look) },
  };
  const vehicle = found.vehicle;
  const obstacles = obstacleLookOf(analysis.setting);
  const checked = parseWorldFile(buildAerialWorld({ ...input, analysis, vehicle, obstacles }));
  if (!checked.ok) throw new Error(`Generated world is invalid: ${checked.error}`);
  if (checked.world.gameGenre !== 'AERIAL') throw new Error('Generated world has the wrong genre');
  const world = checked.world;
  const { palette } = world;
  const cast = {
    pilot: analysis.hero.look,
    flyer: analysis.enemy.look,
    vehicle,
    pickup: analysis.collectible,
    obstacles,
  };
  const stills: [string, string][] = [
    [AERIAL_MEDIA.pilot, characterSheetFor(cast.pilot, 'pilot')],
    [AERIAL_MEDIA.flyer, characterSheetFor(cast.flyer, 'flyer')],
    [AERIAL_MEDIA.vehicle, aerialVehicleSvg(vehicle, vehicle.color, palette.accent, cast.pilot)],
    [AERIAL_MEDIA.pickup, square(AERIAL_PICKUP_SIZE, 64, itemArtFor(cast.pickup, 'pickup'))],
    [AERIAL_MEDIA.ring, ringSvg(palette)],
    [AERIAL_MEDIA.tower, towerSvg(obstacles.tower, palette)],
    [AERIAL_MEDIA.hanging, hangingSvg(obstacles.hanging, obstacles.cloud, palette)],
    [AERIAL_MEDIA.cloud, cloudSvg(obstacles.cloud, palette)],
    [
      AERIAL_MEDIA.destination,
      square(AERIAL_DESTINATION_SIZE, 96, goalArtFor(analysis.goal, 'goal')),
    ],
    [AERIAL_MEDIA.screenshot, aerialScreenshotSvg(world, cast)],
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
    screenshotPath: AERIAL_MEDIA.screenshot,
    previewPath: null,
    targetAudience: input.targetAudience,
  };
}
