import type { AerialWorld } from '@promptplay/contracts';
import type { CharacterLook, ItemConcept } from '../../analyze/types.js';
import { characterArt, itemArtFor } from '../../art/castArt.js';
import { circle, el } from '../../art/svg.js';
import { mix } from '../../color/colorMath.js';
import { createRandom } from '../../random/seededRandom.js';
import { backdropArt } from '../sceneParts.js';
import type { AerialVehicle } from './findAerialVehicle.js';
import { obstacleArt, ringSvg, type ObstacleLook } from './obstacleArt.js';
import { aerialVehicleArt } from './vehicleArt.js';

export const AERIAL_SCREENSHOT_WIDTH = 720;
export const AERIAL_SCREENSHOT_HEIGHT = 480;

/** Pixels per metre of the screenshot and where the ground is. */
const SCALE = 5;
const GROUND_Y = 440;
const COLUMN_METERS = 12;

export interface AerialCast {
  pilot: CharacterLook;
  flyer: CharacterLook;
  vehicle: AerialVehicle;
  pickup: ItemConcept;
  obstacles: ObstacleLook;
}

const yOf = (meters: number): number => GROUND_Y - meters * SCALE;

function column(body: string, x: number, top: number): string {
  const scale = (COLUMN_METERS * SCALE) / 48;
  return el('g', { transform: `translate(${x - 24 * scale} ${top}) scale(${scale})` }, body);
}

/**
 * The screenshot: the vehicle climbing towards a gate of a tower and a hanging column, pickups
 * tracing the way, a ring beyond, a flyer and a floating hazard overhead, as the runtime draws it.
 */
export function aerialScreenshotSvg(world: AerialWorld, cast: AerialCast): string {
  const width = AERIAL_SCREENSHOT_WIDTH;
  const height = AERIAL_SCREENSHOT_HEIGHT;
  const { palette } = world;
  const random = createRandom(world.seed).fork('screenshot');
  const backdrop = backdropArt(palette, world.background, width, height, GROUND_Y, random, 'sky');
  const art = obstacleArt(cast.obstacles, palette);
  const hangingScale = (COLUMN_METERS * SCALE) / 48;
  // Laid out around the middle: feed cards crop the sides of the picture.
  const gateX = 500;
  const obstacles =
    column(art.tower.body, gateX, yOf(26)) +
    column(art.tower.body, 690, yOf(16)) +
    column(art.hanging.body, gateX, yOf(64) - 384 * hangingScale) +
    el('g', { transform: `translate(${330} ${yOf(86)}) scale(0.75)` }, art.cloud);
  const ground =
    el('rect', { x: 0, y: GROUND_Y, width, height: height - GROUND_Y, fill: palette.ground }) +
    el('rect', { x: 0, y: GROUND_Y, width, height: 8, fill: palette.groundAccent });
  const pickup = itemArtFor(cast.pickup, 'shot-pickup');
  const pickups = [
    [360, 44],
    [410, 45],
    [460, 45],
    [560, 47],
  ]
    .map(([x, m]) =>
      el(
        'g',
        { transform: `translate(${(x ?? 0) - 16} ${yOf(m ?? 0) - 16}) scale(0.5)` },
        pickup.body,
      ),
    )
    .join('');
  const ring = el(
    'g',
    { transform: `translate(${610} ${yOf(50) - 45}) scale(0.9)` },
    ringSvg(palette)
      .replace(/^<svg[^>]*>/, '')
      .replace('</svg>', ''),
  );
  const flyerArt = characterArt(cast.flyer, 'shot-flyer');
  const flyer = el(
    'g',
    { transform: `translate(${640} ${yOf(78) - 36}) scale(-0.75 0.75)` },
    flyerArt.frame('run1', 'shot'),
  );
  const vehicle = aerialVehicleArt(
    cast.vehicle,
    cast.vehicle.color,
    palette.accent,
    cast.pilot,
    'shot-vehicle',
  );
  const trailColor = world.aerial.trailColor;
  // Puffs trailing from the tail, fading away behind.
  const trail = [0, 1, 2, 3, 4, 5]
    .map((i) =>
      el(
        'g',
        { opacity: 0.8 - i * 0.12 },
        circle(
          216 - i * 15,
          yOf(40) + 12 + i * 3,
          8 - i * 0.8,
          mix(trailColor, palette.skyBottom, i * 0.1),
        ),
      ),
    )
    .join('');
  const plane = el(
    'g',
    { transform: `translate(${280} ${yOf(40)}) rotate(-10) scale(1.05) translate(-75 -55)` },
    vehicle.body,
  );
  const defs =
    backdrop.defs + art.tower.defs + art.hanging.defs + pickup.defs + vehicle.defs + flyerArt.defs;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${el('defs', {}, defs)}${backdrop.body}${obstacles}${ground}${pickups}${ring}${flyer}${trail}${plane}</svg>`;
}
