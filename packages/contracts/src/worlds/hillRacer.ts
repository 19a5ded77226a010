import { z } from 'zod';
import { characterSchema, itemSpriteSchema, worldCommonShape } from './common.js';

export const HILL_RACER_WORLD_VERSION = 1;

/** Bodies the hill racer's vehicle art draws (side view). */
export const HILL_VEHICLE_KINDS = ['car', 'kart', 'truck', 'bike'] as const;
export type HillVehicleKind = (typeof HILL_VEHICLE_KINDS)[number];

/** A point on the vehicle's body image, as fractions of its width (x) and height (y, down). */
const imagePointSchema = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) });

/**
 * The vehicle's shape for the physics, matching its side-view body image (drawn facing right,
 * twice as wide as high): where the axles and the driver's seat are on the image, how big the
 * wheels are, how long the body is and how strong the engine pulls.
 */
export const hillVehicleRigSchema = z.object({
  kind: z.enum(HILL_VEHICLE_KINDS),
  /** Metres the body image spans from its left to its right edge. */
  bodyLengthMeters: z.number().min(1.5).max(6),
  wheelRadiusMeters: z.number().min(0.2).max(1.2),
  rearAxle: imagePointSchema,
  frontAxle: imagePointSchema,
  /** Where the driver's feet stand in the cockpit. */
  seat: imagePointSchema,
  /** Height of the driver's sprite frame in metres (the head sits near its top). */
  driverHeightMeters: z.number().min(0.6).max(2.5),
  /** Engine pull relative to a standard car (1). */
  enginePower: z.number().min(0.6).max(1.6),
});
export type HillVehicleRig = z.infer<typeof hillVehicleRigSchema>;

/**
 * Side-view hill climb: the driver's vehicle (vehicleDescription) drives over rolling hills
 * that grow steeper towards the finish flag, collecting coins and fuel cans. Running out of fuel
 * or landing on the driver's head ends the run. Distances in metres, times in seconds.
 */
export const hillRacerWorldSchema = z.object({
  ...worldCommonShape,
  gameGenre: z.literal('HILL_RACER'),
  characters: z.object({ driver: characterSchema }),
  items: z.object({
    /** The vehicle's body seen from the side, facing right, without wheels (2:1 image; size = width). */
    vehicle: itemSpriteSchema,
    /** One wheel, turned as the vehicle rolls. */
    wheel: itemSpriteSchema,
    /** What lies along the track for points (the prompt's collectible). */
    coin: itemSpriteSchema,
    /** The fuel can that refills the tank. */
    fuel: itemSpriteSchema,
    /** What waits at the finish flag (the prompt's goal). */
    goal: itemSpriteSchema,
  }),
  hillRacer: z.object({
    genreVersion: z.literal(HILL_RACER_WORLD_VERSION),
    trackLengthMeters: z.number().int().min(300).max(5000),
    /** 0..1 how tall the hills are at the start. */
    hilliness: z.number().min(0).max(1),
    /** 0..1 how much taller and steeper they grow towards the finish. */
    steepnessGrowth: z.number().min(0).max(1),
    /** Steepest slope anywhere on the track. */
    maxSlopeDegrees: z.number().min(10).max(50),
    /** Seconds a full tank lasts with the gas held. */
    fuelSeconds: z.number().int().min(10).max(120),
    /** Metres between fuel cans (they thin out a little towards the finish). */
    fuelCanSpacingMeters: z.number().int().min(60).max(800),
    /** 0..1 how many coins line the track. */
    coinDensity: z.number().min(0).max(1),
    /** Checkpoint gates between start and finish: each refills the tank and pays a bonus. */
    checkpointCount: z.number().int().min(0).max(8),
    vehicle: hillVehicleRigSchema,
  }),
});
export type HillRacerWorld = z.infer<typeof hillRacerWorldSchema>;
