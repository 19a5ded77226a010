import { ROAD_SURFACE_COLORS, type RacingWorld } from '@promptplay/contracts';
import type { CharacterLook, ItemConcept } from '../../analyze/types.js';
import { itemArtFor } from '../../art/castArt.js';
import { el } from '../../art/svg.js';
import { mix } from '../../color/colorMath.js';
import { createRandom } from '../../random/seededRandom.js';
import { backdropArt } from '../sceneParts.js';
import type { VehicleConcept } from './findVehicle.js';
import { obstacleArt, type ObstacleKind } from './obstacleArt.js';
import { vehicleArt } from './vehicleArt.js';

export const RACING_SCREENSHOT_WIDTH = 720;
export const RACING_SCREENSHOT_HEIGHT = 480;

/** Same feel numbers as the runtime's racer (metres). */
const LANE_WIDTH = 3.4;
const SEGMENT = 5;
const PLAYER_Z = 7;
const VEHICLE_METERS = 3.3;
const SEGMENTS = 90;

export interface RacingCast {
  driver: CharacterLook;
  rival: CharacterLook;
  vehicle: VehicleConcept;
  pickup: ItemConcept;
  obstacle: ObstacleKind;
}

interface Projection {
  y: (depth: number) => number;
  x: (meters: number, depth: number) => number;
  scale: (depth: number) => number;
}

function projection(width: number, height: number, roadHalf: number, bend: number): Projection {
  const horizon = Math.round(height * 0.4);
  const below = height - 14 - horizon;
  const focal = (Math.min(width * 0.47, below * 1.05) * PLAYER_Z) / roadHalf;
  // The road bends right further ahead, as on the runtime's curves.
  const offset = (depth: number) => bend * Math.max(0, depth - 30) ** 2;
  return {
    y: (depth) => horizon + (below * PLAYER_Z) / depth,
    x: (meters, depth) => width / 2 + ((meters + offset(depth)) * focal) / depth,
    scale: (depth) => focal / depth,
  };
}

function quad(
  color: string,
  x1: number,
  y1: number,
  w1: number,
  x2: number,
  y2: number,
  w2: number,
): string {
  return el('path', {
    d: `M${x1 - w1} ${y1} L${x1 + w1} ${y1} L${x2 + w2} ${y2} L${x2 - w2} ${y2} Z`,
    fill: color,
  });
}

/** An art box of `box` pixels standing on the road at (meters, depth), `wide` metres across. */
function stand(
  body: string,
  p: Projection,
  meters: number,
  depth: number,
  wide: number,
  box: number,
  lift = 0,
): string {
  const size = wide * p.scale(depth);
  const x = p.x(meters, depth) - size / 2;
  const y = p.y(depth) - size * 0.97 - lift * p.scale(depth);
  return el('g', { transform: `translate(${x} ${y}) scale(${size / box})` }, body);
}

/**
 * The screenshot: the road from behind the player's vehicle as the runtime draws it, with a
 * rival ahead, pickups in a lane and an obstacle further up the road.
 */
export function racingScreenshotSvg(world: RacingWorld, cast: RacingCast): string {
  const width = RACING_SCREENSHOT_WIDTH;
  const height = RACING_SCREENSHOT_HEIGHT;
  const { palette } = world;
  const lanes = world.racing.laneCount;
  const roadHalf = (lanes * LANE_WIDTH) / 2;
  const lane = (index: number) => -roadHalf + LANE_WIDTH * (index + 0.5);
  const p = projection(width, height, roadHalf, 0.004);
  const random = createRandom(world.seed).fork('screenshot');
  const backdrop = backdropArt(palette, world.background, width, height, p.y(1e6), random, 'sky');
  const grass = mix(palette.groundAccent, palette.ground, 0.2);
  const surface = world.racing.roadSurface ?? 'tarmac';
  const paving =
    surface === 'tarmac'
      ? {
          road: mix('#50535c', palette.secondary, 0.12),
          rumble: palette.primary,
          rumbleAlt: '#f4f4f4',
          line: '#f2f2f2',
        }
      : ROAD_SURFACE_COLORS[surface];
  const road: string[] = [
    el('rect', { x: 0, y: p.y(1e6), width, height, fill: mix(grass, palette.skyBottom, 0.6) }),
  ];
  for (let n = SEGMENTS - 1; n >= 0; n--) {
    const near = Math.max(1.2, n * SEGMENT);
    const far = (n + 1) * SEGMENT;
    const fog = 0.75 * (n / SEGMENTS) ** 2;
    const tint = (color: string) => mix(color, palette.skyBottom, fog);
    const isAlt = Math.floor(n / 3) % 2 === 0;
    const [y1, y2] = [p.y(near), p.y(far)];
    const [x1, x2] = [p.x(0, near), p.x(0, far)];
    const [s1, s2] = [p.scale(near), p.scale(far)];
    road.push(
      el('rect', {
        x: 0,
        y: y2,
        width,
        height: y1 - y2 + 0.5,
        fill: tint(isAlt ? mix(grass, '#000000', 0.1) : grass),
      }),
    );
    road.push(
      quad(
        tint(isAlt ? paving.rumble : paving.rumbleAlt),
        x1,
        y1,
        (roadHalf + 0.7) * s1,
        x2,
        y2,
        (roadHalf + 0.7) * s2,
      ),
    );
    road.push(quad(tint(paving.road), x1, y1, roadHalf * s1, x2, y2, roadHalf * s2));
    if (Math.floor(n / 2) % 2 === 0) {
      for (let k = 1; k < lanes; k++) {
        const lx = -roadHalf + k * LANE_WIDTH;
        road.push(
          quad(tint(paving.line), p.x(lx, near), y1, 0.14 * s1, p.x(lx, far), y2, 0.14 * s2),
        );
      }
    }
  }
  const player = vehicleArt(cast.vehicle, cast.vehicle.color, cast.driver, 'player');
  const rival = vehicleArt(
    cast.vehicle.rival ?? cast.vehicle,
    cast.rival.bodyColor,
    cast.rival,
    'rival',
  );
  const pickup = itemArtFor(cast.pickup, 'pickup');
  const obstacle = obstacleArt(cast.obstacle, mix(palette.ground, '#8a8178', 0.5));
  // Far to near, so nearer things cover farther ones.
  const things = [
    stand(obstacle, p, lane(lanes - 1), 52, 1.7, 64),
    stand(rival.body, p, lane(0), 27, VEHICLE_METERS, 128),
    ...[38, 29, 21].map((depth) => stand(pickup.body, p, lane(lanes - 1), depth, 1.3, 64, 0.7)),
    stand(player.body, p, lane(Math.floor(lanes / 2)) * 0.25, PLAYER_Z, VEHICLE_METERS, 128),
  ];
  const defs = backdrop.defs + player.defs + rival.defs + pickup.defs;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${el('defs', {}, defs)}${backdrop.body}${road.join('')}${things.join('')}</svg>`;
}
