import { z } from 'zod';
import { assetUrlSchema, characterSchema, hexColorSchema, worldCommonShape } from './common.js';

export const AERIAL_WORLD_VERSION = 1;

/** Bodies the aerial vehicle art is drawn as (from aerialVehicleDescription). */
export const AERIAL_VEHICLE_KINDS = [
  'plane',
  'helicopter',
  'dragon',
  'balloon',
  'rocket',
  'broom',
  'saucer',
  'carpet',
] as const;
export type AerialVehicleKind = (typeof AERIAL_VEHICLE_KINDS)[number];

/** An image of any proportions (the vehicle, towers, clouds, rings), in pixels. */
export const aerialSpriteSchema = z.object({
  name: z.string().min(1).max(60),
  url: assetUrlSchema,
  width: z.number().int().min(8).max(1024),
  height: z.number().int().min(8).max(1024),
});
export type AerialSprite = z.infer<typeof aerialSpriteSchema>;

/**
 * Side-scrolling flight: the pilot flies the aerial vehicle (aerialVehicleDescription) to the
 * destination, holding to climb and letting go to dive, through towers rising from the ground,
 * hanging columns and clouds, past flying creatures; pickups and rings refill the fuel that
 * drains all the time. Distances in metres (the flight field is 100 m high), speeds in metres
 * per second, times in seconds.
 */
export const aerialWorldSchema = z.object({
  ...worldCommonShape,
  gameGenre: z.literal('AERIAL'),
  /** The pilot riding the vehicle, and the creature that flies against it. */
  characters: z.object({ pilot: characterSchema, flyer: characterSchema }),
  items: z.object({
    /** The vehicle seen from the side, nose to the right, pilot aboard. */
    vehicle: aerialSpriteSchema,
    /** Pickup worth points and a sip of fuel. */
    pickup: aerialSpriteSchema,
    /** Hoop to fly through: points and a big refill. */
    ring: aerialSpriteSchema,
    /** Tall column rising from the ground, top at the image's top. */
    tower: aerialSpriteSchema,
    /** Tall column hanging from the sky, tip at the image's bottom. */
    hanging: aerialSpriteSchema,
    /** Floating hazard (storm cloud, asteroid, ...). */
    cloud: aerialSpriteSchema,
    /** What waits at the destination, standing on the ground. */
    destination: aerialSpriteSchema,
  }),
  aerial: z
    .object({
      genreVersion: z.literal(AERIAL_WORLD_VERSION),
      vehicleKind: z.enum(AERIAL_VEHICLE_KINDS),
      /** Colour of the particle trail behind the vehicle. */
      trailColor: hexColorSchema,
      /** Flight length from the start to the destination. */
      distanceMeters: z.number().int().min(600).max(8000),
      lives: z.number().int().min(1).max(5),
      /** Forward speed at the start; it rises evenly to topSpeed at the destination. */
      startSpeed: z.number().min(10).max(80),
      topSpeed: z.number().min(10).max(100),
      /** Seconds a full tank lasts. */
      fuelSeconds: z.number().min(8).max(120),
      /** 0..1 how close together the obstacles stand (they close in with distance). */
      obstacleDensity: z.number().min(0).max(1),
      /** 0..1 how many flying creatures come at the vehicle. */
      flyerDensity: z.number().min(0).max(1),
      /** 0..1 how many pickups line the way. */
      pickupDensity: z.number().min(0).max(1),
    })
    .refine((aerial) => aerial.topSpeed >= aerial.startSpeed, {
      message: 'topSpeed must not be below startSpeed',
      path: ['topSpeed'],
    }),
});
export type AerialWorld = z.infer<typeof aerialWorldSchema>;
