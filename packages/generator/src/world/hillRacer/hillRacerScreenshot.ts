import type { HillRacerWorld } from '@promptplay/contracts';
import type { CharacterLook, GoalConcept, ItemConcept } from '../../analyze/types.js';
import { characterArt } from '../../art/castArt.js';
import { GROUND_Y } from '../../art/character/rig.js';
import { el } from '../../art/svg.js';
import { darken, mix } from '../../color/colorMath.js';
import { createRandom } from '../../random/seededRandom.js';
import { backdropArt, goalStamp, itemStamp } from '../sceneParts.js';
import { hasOwnWheels, type HillVehicleConcept } from './hillVehicle.js';
import {
  fuelCanArt,
  HILL_BODY_WIDTH,
  hillVehicleArt,
  rimColorOf,
  wheelArt,
} from './hillVehicleArt.js';

export const HILL_SCREENSHOT_WIDTH = 720;
export const HILL_SCREENSHOT_HEIGHT = 480;
/** Pixels per metre: the same framing as the runtime on a landscape screen. */
const PPM = 52;

export interface HillRacerCast {
  driver: CharacterLook;
  vehicle: HillVehicleConcept;
  coin: ItemConcept;
  goal: GoalConcept;
  /** What a ridden animal eats where an engine takes fuel (null: a fuel can). */
  feed?: ItemConcept | null;
}

/**
 * The screenshot: the driver's vehicle climbing a hill of the world's ground, a row of coins
 * ahead, a fuel can on the next crest and the goal by the finish flag in the distance, over the
 * world's sky and background layers.
 */
export function hillRacerScreenshotSvg(world: HillRacerWorld, cast: HillRacerCast): string {
  const width = HILL_SCREENSHOT_WIDTH;
  const height = HILL_SCREENSHOT_HEIGHT;
  const { palette } = world;
  const random = createRandom(world.seed).fork('screenshot');
  const phase = random.range(0, Math.PI * 2);
  const ground = (x: number) =>
    330 - x * 0.12 + Math.sin(x / 120 + phase) * 42 + Math.sin(x / 41 + phase * 2) * 7;
  const backdrop = backdropArt(palette, world.background, width, height, 290, random, 'sky');
  const top: string[] = [];
  for (let x = 0; x <= width; x += 8) top.push(`${x} ${ground(x).toFixed(1)}`);
  const surface = `M${top.join(' L')}`;
  const pebbles = Array.from({ length: 26 }, () => {
    const x = random.range(0, width);
    return el('ellipse', {
      cx: x,
      cy: ground(x) + random.range(22, 150),
      rx: random.range(4, 9),
      ry: random.range(3, 6),
      fill: darken(palette.ground, 0.2),
    });
  }).join('');
  const terrain =
    el('path', { d: `${surface} L${width} ${height} L0 ${height} Z`, fill: palette.ground }) +
    pebbles +
    el('path', {
      d: surface,
      fill: 'none',
      stroke: darken(palette.ground, 0.25),
      'stroke-width': 30,
    }) +
    el('path', { d: surface, fill: 'none', stroke: palette.groundAccent, 'stroke-width': 18 }) +
    el('path', {
      d: surface,
      fill: 'none',
      stroke: mix(palette.groundAccent, '#ffffff', 0.3),
      'stroke-width': 4,
      transform: 'translate(0 -6)',
    });

  const rig = world.hillRacer.vehicle;
  const imageScale = (rig.bodyLengthMeters * PPM) / HILL_BODY_WIDTH;
  const wheelbase = (rig.frontAxle.x - rig.rearAxle.x) * rig.bodyLengthMeters * PPM;
  const radius = rig.wheelRadiusMeters * PPM;
  const rearX = 200;
  const frontX = rearX + wheelbase;
  const rearY = ground(rearX) - radius - 5;
  const frontY = ground(frontX) - radius - 5;
  // A little wheelie: the nose up off the climb.
  const angle = (Math.atan2(frontY - rearY, wheelbase) * 180) / Math.PI - 6;
  const body = hillVehicleArt(cast.vehicle, cast.vehicle.color, 'car');
  const driverArt = characterArt(cast.driver, 'driver');
  const driverScale = (rig.driverHeightMeters * PPM) / imageScale / 96;
  const driver = el(
    'g',
    {
      transform: `translate(${rig.seat.x * HILL_BODY_WIDTH} ${rig.seat.y * 128}) scale(${driverScale}) translate(-48 ${-GROUND_Y})`,
    },
    driverArt.frame('idle0', 'seat'),
  );
  const rim = rimColorOf(palette);
  const wheel = (x: number, y: number) =>
    hasOwnWheels(cast.vehicle)
      ? ''
      : el(
          'g',
          { transform: `translate(${x - radius} ${y - radius}) scale(${(radius * 2) / 64})` },
          wheelArt(rim),
        );
  const vehicle = el(
    'g',
    {
      transform: `translate(${rearX} ${rearY}) rotate(${angle}) scale(${imageScale}) translate(${-rig.rearAxle.x * HILL_BODY_WIDTH} ${-rig.rearAxle.y * 128})`,
    },
    driver + body.body,
  );
  const rearWheelY = rearY;
  const frontWheelY = rearY + Math.sin((angle * Math.PI) / 180) * wheelbase;
  const frontWheelX = rearX + Math.cos((angle * Math.PI) / 180) * wheelbase;

  const coin = itemStamp(cast.coin, 'coin');
  const coins = [430, 470, 510, 550]
    .map((x) => coin.place(x, ground(x) - 1.15 * PPM, 0.9 * PPM))
    .join('');
  const canX = 640;
  const feed = cast.feed ? itemStamp(cast.feed, 'feed') : null;
  const can = feed ? { defs: feed.defs, body: '' } : fuelCanArt('can');
  const fuel = feed
    ? feed.place(canX, ground(canX) - 0.9 * PPM, 1.1 * PPM)
    : el(
        'g',
        {
          transform: `translate(${canX - 0.55 * PPM} ${ground(canX) - 1.45 * PPM}) scale(${(1.1 * PPM) / 64})`,
        },
        can.body,
      );
  const goal = goalStamp(cast.goal, 'goal');
  const goalX = 690;
  const finish = goal.place(goalX, ground(goalX) + 4, 1.2 * PPM);
  const defs = backdrop.defs + body.defs + driverArt.defs + coin.defs + can.defs + goal.defs;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${el('defs', {}, defs)}${backdrop.body}${terrain}${finish}${coins}${fuel}${vehicle}${wheel(rearX, rearWheelY)}${wheel(frontWheelX, frontWheelY)}</svg>`;
}
