import { parseWorldFile } from '@promptplay/contracts';
import { characterSheetFor, itemSpriteFor } from '../../art/castArt.js';
import { renderPng } from '../../art/renderPng.js';
import type { BuiltGame, GeneratedFile } from '../../buildGame.js';
import { mix } from '../../color/colorMath.js';
import { buildRacingWorld, RACING_MEDIA } from '../buildRacingWorld.js';
import type { AnalysisRecast } from '../../analyze/types.js';
import type { GenreGameInput } from '../collectible/buildCollectibleGame.js';
import { analyzeRacingPrompt } from './findVehicle.js';
import { namedObstacleSvg, obstacleKindFor, obstacleSvg } from './obstacleArt.js';
import { racingScreenshotSvg } from './racingScreenshot.js';
import { roadSurfaceOf } from './roadSurface.js';
import { vehicleSvg } from './vehicleArt.js';

/** What buildGame hands a racing game: the vehicle the player wrote wins over the prompt's. */
export interface RacingGameInput extends GenreGameInput {
  prompt: string;
  editedVehicle?: string;
  /** Applied to the reading without the vehicle (see AnalysisRecast). */
  recast?: AnalysisRecast;
}

/** World file, sprites and screenshot of a racing game (no animated preview). */
export async function buildRacingGame(input: RacingGameInput): Promise<BuiltGame> {
  const found = analyzeRacingPrompt(input.prompt, input.analysis, input.seed, input.editedVehicle);
  const { vehicle } = found;
  const analysis = input.recast ? input.recast(found.analysis) : found.analysis;
  const obstacle = obstacleKindFor(analysis.setting.theme);
  // A thing the prompt names ("past gondolas") stands on the road instead of a cone.
  const namedProp = analysis.props?.find((prop) => namedObstacleSvg(prop) !== null);
  const checked = parseWorldFile(
    buildRacingWorld({
      ...input,
      analysis,
      vehicle,
      obstacle,
      roadSurface: roadSurfaceOf(input.prompt, analysis, vehicle),
      ...(namedProp ? { obstacleName: namedProp.name } : {}),
    }),
  );
  if (!checked.ok) throw new Error(`Generated world is invalid: ${checked.error}`);
  if (checked.world.gameGenre !== 'RACING') throw new Error('Generated world has the wrong genre');
  const world = checked.world;
  const cast = {
    driver: analysis.hero.look,
    rival: analysis.enemy.look,
    vehicle,
    pickup: analysis.collectible,
    obstacle,
  };
  const rockColor = mix(world.palette.ground, '#8a8178', 0.5);
  const stills: [string, string][] = [
    [RACING_MEDIA.driver, characterSheetFor(cast.driver, 'hero')],
    [RACING_MEDIA.rival, characterSheetFor(cast.rival, 'enemy')],
    [RACING_MEDIA.vehicle, vehicleSvg(vehicle, vehicle.color, cast.driver, 'vehicle')],
    [
      RACING_MEDIA.rivalVehicle,
      vehicleSvg(vehicle.rival ?? vehicle, cast.rival.bodyColor, cast.rival, 'rival'),
    ],
    [RACING_MEDIA.pickup, itemSpriteFor(cast.pickup)],
    [
      RACING_MEDIA.obstacle,
      (namedProp && namedObstacleSvg(namedProp)) ?? obstacleSvg(obstacle, rockColor),
    ],
    [RACING_MEDIA.screenshot, racingScreenshotSvg(world, cast)],
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
    screenshotPath: RACING_MEDIA.screenshot,
    previewPath: null,
    targetAudience: input.targetAudience,
  };
}
