import type { HillVehicleKind, HillVehicleRig } from '@promptplay/contracts';
import type { LibrarySpriteRef } from '../../analyze/types.js';
import { RACING_VEHICLE_SHAPE_NAMES } from '../../art/items/itemShapeNames.js';
import { vehicleSpriteOf } from '../../art/library/itemSprite.js';
import { phraseWords } from '../../art/library/characterSprite.js';
import { spriteSvgBody, type SpriteSvgBody } from '../../art/library/spriteSvg.js';
import { drawsOwnWheels } from './ownWheels.js';

/** Art units of the body image (as in hillVehicleArt.ts): twice as wide as high. */
const IMAGE_WIDTH = 256;
const IMAGE_HEIGHT = 128;

/** Vehicles the hill bodies (jeep, monster truck, kart, bike) draw as themselves. */
const HILL_VEHICLE_SHAPE_NAMES: ReadonlySet<string> = new Set([
  ...RACING_VEHICLE_SHAPE_NAMES,
  'monster',
  'rover',
  'quad',
]);
/** Words before the vehicle's own that make it a hill body's ("monster truck", not a pickup). */
const BODY_MODIFIERS: ReadonlySet<string> = new Set(['monster']);

/**
 * A library vehicle is long and its sprite fills most of the image's height, so a tuk-tuk or a
 * bathtub reads at a glance on a phone (a square sprite kept under the 30 % line of a kart-sized
 * image was a few pixels). The driver rides on it instead of in a cockpit: its feet sink into
 * the sprite's upper half and its head clears the top.
 */
const BODY_LENGTH_METERS = 4.8;
const AXLE_Y = 0.86;
const REAR_AXLE_X = 0.22;
const FRONT_AXLE_X = 0.78;
const WHEEL_RADIUS_METERS = 0.36;
/** A truck rides high on big wheels, whatever its sprite ("ice cream truck"). */
const TRUCK_WHEEL_RADIUS_METERS = 0.56;
const DRIVER_HEIGHT_METERS = 1.4;
/** Highest the sprite reaches, as a share of the image height. */
const SPRITE_TOP = 0.1;
/** Widest it gets, as a share of the image width. */
const SPRITE_WIDTH = 0.96;
/** The driver's feet: this share of the sprite's height below its top, at most FEET_DEPTH_METERS. */
const FEET_SHARE = 0.5;
const FEET_DEPTH_METERS = 0.62;
/**
 * Rides sat or stood on rather than in (a sled, a skateboard): the rider's feet stay on top,
 * this share of the sprite's height down, so the whole rider shows over it, never behind it.
 */
const ON_TOP_SHARE = 0.08;
/** A rider on top is drawn at least this share of the ride's drawn height, so it reads big. */
const ON_TOP_RIDER_SHARE = 1.15;
const SAT_ON =
  /(?:sled|sleigh|toboggan|skate|surf|snowboard|ski|scooter|hoverboard|carpet|broom|raft)/;
/** A ride on its own wheels touches the ground this share of the image's height down. */
const OWN_WHEELS_GROUND = 0.98;
/** Its axles sit this share of its drawn width either side of its middle, under its wheels. */
const OWN_AXLE_SPREAD = 0.34;
/** Never closer to the middle than this share of the image's width (a unicycle), to stay upright. */
const MIN_AXLE_SPREAD = 0.15;

/** Words that make a bike a motorbike ("dirt bike"); any other bike is pedalled. */
const MOTOR_WORDS: ReadonlySet<string> = new Set([
  'dirt',
  'motor',
  'quad',
  'pit',
  'trail',
  'police',
]);

/**
 * The library's name for a ride: a bike with no motor word ("bike", "mountain bike", "BMX") is
 * a bicycle, drawn as one rather than as the hill racer's motorbike.
 */
function libraryNameOf(phrase: string): string {
  const words = phraseWords(phrase);
  const head = words.at(-1) ?? '';
  const isPedalled =
    (head === 'bike' || head === 'bmx') && !words.some((word) => MOTOR_WORDS.has(word));
  return isPedalled ? 'bicycle' : phrase;
}

/** Where a library vehicle's sprite stands on the body image, in art units. */
export interface LibraryBodyLayout {
  ref: LibrarySpriteRef;
  sprite: SpriteSvgBody;
  /** The sprite stands on its own wheels: no frame, no second set of wheels under it. */
  ownWheels: boolean;
  /** Bottom middle of the sprite's content. */
  feetX: number;
  feetY: number;
  maxWidth: number;
  maxHeight: number;
  rig: HillVehicleRig;
}

/**
 * The layout and physics shape of a vehicle no hill body draws ("tuk tuk", "bathtub",
 * "skateboard"), from the art library's sprite for it; null when the library has no specific
 * sprite or a hill body draws it.
 *
 * @example libraryBodyOf('bathtub', 'kart')?.rig.bodyLengthMeters // => 4.8
 */
export function libraryBodyOf(phrase: string, kind: HillVehicleKind): LibraryBodyLayout | null {
  if (
    phraseWords(phrase)
      .slice(0, -1)
      .some((word) => BODY_MODIFIERS.has(word))
  )
    return null;
  const ref = vehicleSpriteOf(libraryNameOf(phrase), HILL_VEHICLE_SHAPE_NAMES);
  const sprite = ref ? spriteSvgBody(ref.id) : null;
  if (!ref || !sprite) return null;
  const ownWheels = drawsOwnWheels(ref.id);
  const unitsPerMeter = IMAGE_WIDTH / BODY_LENGTH_METERS;
  const wheelRadius = kind === 'truck' ? TRUCK_WHEEL_RADIUS_METERS : WHEEL_RADIUS_METERS;
  const wheelUnits = wheelRadius * unitsPerMeter;
  // A ride on its own wheels stands on the ground, its axles in its wheels' height; any other
  // sits on a frame over the runtime's axles, higher over big wheels.
  const axleY = ownWheels ? OWN_WHEELS_GROUND * IMAGE_HEIGHT - wheelUnits : AXLE_Y * IMAGE_HEIGHT;
  const feetY = ownWheels
    ? OWN_WHEELS_GROUND * IMAGE_HEIGHT
    : axleY - Math.max(9, 0.5 * wheelUnits);
  const maxWidth = SPRITE_WIDTH * IMAGE_WIDTH;
  const maxHeight = feetY - SPRITE_TOP * IMAGE_HEIGHT;
  const { content } = sprite;
  const scale = Math.min(
    maxHeight / (content.maxY - content.minY),
    maxWidth / (content.maxX - content.minX),
  );
  const drawnHeight = (content.maxY - content.minY) * scale;
  const drawnWidth = (content.maxX - content.minX) * scale;
  // Under its own wheels, the axles sit under the drawn ones, not the frame's.
  const spread = ownWheels
    ? Math.max(MIN_AXLE_SPREAD, (OWN_AXLE_SPREAD * drawnWidth) / IMAGE_WIDTH)
    : null;
  const isSatOn = SAT_ON.test(ref.id.split(':')[1] ?? '');
  const depth = isSatOn
    ? ON_TOP_SHARE * drawnHeight
    : Math.min(FEET_SHARE * drawnHeight, FEET_DEPTH_METERS * unitsPerMeter);
  const seatY = feetY - drawnHeight + depth;
  const round3 = (value: number) => Math.round(value * 1000) / 1000;
  const axleShare = round3(axleY / IMAGE_HEIGHT);
  return {
    ref,
    sprite,
    ownWheels,
    feetX: IMAGE_WIDTH / 2,
    feetY,
    maxWidth,
    maxHeight,
    rig: {
      kind,
      bodyLengthMeters: BODY_LENGTH_METERS,
      wheelRadiusMeters: wheelRadius,
      rearAxle: { x: spread === null ? REAR_AXLE_X : round3(0.5 - spread), y: axleShare },
      frontAxle: { x: spread === null ? FRONT_AXLE_X : round3(0.5 + spread), y: axleShare },
      seat: { x: 0.47, y: round3(seatY / IMAGE_HEIGHT) },
      driverHeightMeters: isSatOn
        ? round3(Math.max(DRIVER_HEIGHT_METERS, (ON_TOP_RIDER_SHARE * drawnHeight) / unitsPerMeter))
        : DRIVER_HEIGHT_METERS,
      enginePower: 1.05,
    },
  };
}
