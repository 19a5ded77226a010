import { parseWorldFile } from '@promptplay/contracts';
import type { AnalysisRecast } from '../../analyze/types.js';
import { characterSheetFor, goalSpriteFor, itemSpriteFor } from '../../art/castArt.js';
import { renderPng } from '../../art/renderPng.js';
import type { BuiltGame, GeneratedFile } from '../../buildGame.js';
import type { WorldInput } from '../buildPlatformerWorld.js';
import {
  ANIMAL_FEED,
  buildHillRacerWorld,
  eatsFeed,
  HILL_RACER_MEDIA,
} from './buildHillRacerWorld.js';
import { hillRacerScreenshotSvg } from './hillRacerScreenshot.js';
import { hasOwnWheels, hillVehicleFor } from './hillVehicle.js';
import {
  FUEL_CAN_SIZE,
  fuelCanSvg,
  hillVehicleSvg,
  rimColorOf,
  wheelSvg,
} from './hillVehicleArt.js';

/** What buildGame hands a hill racer game: the vehicle the player wrote wins over the prompt's. */
export interface HillRacerGameInput extends WorldInput {
  prompt: string;
  editedVehicle?: string;
  /** Applied to the reading without the vehicle (see AnalysisRecast). */
  recast?: AnalysisRecast;
}

/** World file, sprites and screenshot of a hill racer game (no animated preview). */
export async function buildHillRacerGame(input: HillRacerGameInput): Promise<BuiltGame> {
  const found = hillVehicleFor(input.prompt, input.analysis, input.seed, input.editedVehicle);
  const { vehicle } = found;
  const analysis = input.recast ? input.recast(found.analysis) : found.analysis;
  const checked = parseWorldFile(buildHillRacerWorld({ ...input, analysis, vehicle }));
  if (!checked.ok) throw new Error(`Generated world is invalid: ${checked.error}`);
  if (checked.world.gameGenre !== 'HILL_RACER')
    throw new Error('Generated world has the wrong genre');
  const world = checked.world;
  const cast = {
    driver: analysis.hero.look,
    vehicle,
    coin: analysis.collectible,
    goal: analysis.goal,
    // A ridden animal's fuel is its snack: drawn as the snack, not a jerry can.
    feed: eatsFeed(vehicle) ? ANIMAL_FEED : null,
  };
  const stills: [string, string][] = [
    [HILL_RACER_MEDIA.driver, characterSheetFor(cast.driver, 'driver')],
    [HILL_RACER_MEDIA.vehicle, hillVehicleSvg(vehicle, vehicle.color)],
    [HILL_RACER_MEDIA.wheel, wheelSvg(rimColorOf(world.palette), hasOwnWheels(vehicle))],
    [HILL_RACER_MEDIA.coin, itemSpriteFor(cast.coin)],
    [
      HILL_RACER_MEDIA.fuel,
      cast.feed ? itemSpriteFor(cast.feed, FUEL_CAN_SIZE, 'feed') : fuelCanSvg(),
    ],
    [HILL_RACER_MEDIA.goal, goalSpriteFor(cast.goal)],
    [HILL_RACER_MEDIA.screenshot, hillRacerScreenshotSvg(world, cast)],
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
    screenshotPath: HILL_RACER_MEDIA.screenshot,
    previewPath: null,
    targetAudience: input.targetAudience,
  };
}
