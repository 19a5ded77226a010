import { z } from 'zod';
import { characterSchema, itemSpriteSchema, worldCommonShape } from './common.js';
import { RACING_ROAD_SURFACES } from './racingRoadSurface.js';

export const RACING_WORLD_VERSION = 1;

/**
 * Behind-the-car lane racer: the driver's vehicle (vehicleDescription) races to the finish line
 * before the clock runs out, passing rivals and dodging obstacles; crashes cost lives. Distances
 * in metres, speeds in metres per second, times in seconds.
 */
export const racingWorldSchema = z.object({
  ...worldCommonShape,
  gameGenre: z.literal('RACING'),
  characters: z.object({ driver: characterSchema, rival: characterSchema }),
  items: z.object({
    /** The player's vehicle seen from behind, driver at the wheel. */
    vehicle: itemSpriteSchema,
    /** The rivals' vehicle seen from behind. */
    rivalVehicle: itemSpriteSchema,
    /** Roadside pickup worth points and a short boost. */
    pickup: itemSpriteSchema,
    /** What blocks a lane (cone, rock, crate). */
    obstacle: itemSpriteSchema,
  }),
  racing: z.object({
    genreVersion: z.literal(RACING_WORLD_VERSION),
    laneCount: z.number().int().min(2).max(5),
    trackLengthMeters: z.number().int().min(800).max(12000),
    timeLimitSeconds: z.number().int().min(20).max(600),
    lives: z.number().int().min(1).max(5),
    topSpeed: z.number().min(20).max(120),
    /** 0..1 how many rivals share the road; traffic thickens towards the finish. */
    trafficDensity: z.number().min(0).max(1),
    /** 0..1 how many obstacles block lanes. */
    obstacleDensity: z.number().min(0).max(1),
    /** 0..1 how many pickups line the road. */
    pickupDensity: z.number().min(0).max(1),
    /** 0..1 how sharp the bends are. */
    curviness: z.number().min(0).max(1),
    /** What the road is made of (a river's water, a frozen lake's ice); absent: tarmac. */
    roadSurface: z.enum(RACING_ROAD_SURFACES).optional(),
  }),
});
export type RacingWorld = z.infer<typeof racingWorldSchema>;
