import { z } from 'zod';
import { characterSchema, itemSpriteSchema, worldCommonShape } from './common.js';

export const COLLECTIBLE_WORLD_VERSION = 1;

/** Most obstacle pictures (the place's props) and obstacles one arena holds. */
export const MAX_OBSTACLE_SPRITES = 3;
const MAX_OBSTACLES = 16;

/**
 * One obstacle of the place standing in the arena, solid for the hero and the hazards: a circle
 * of `radius` at (x, y) in arena pixels, drawn with `sprites[sprite]`.
 */
export const collectibleObstacleSchema = z.object({
  sprite: z
    .number()
    .int()
    .min(0)
    .max(MAX_OBSTACLE_SPRITES - 1),
  x: z.number().int().min(0).max(2000),
  y: z.number().int().min(0).max(2000),
  radius: z.number().int().min(12).max(90),
});
export type CollectibleObstacle = z.infer<typeof collectibleObstacleSchema>;

/**
 * Top-down arena: the hero collects `targetCount` items (collectibleItemsDescription) before the
 * clock runs out while roaming hazards cost lives. Distances in arena pixels, times in seconds.
 */
export const collectibleWorldSchema = z.object({
  ...worldCommonShape,
  gameGenre: z.literal('COLLECTIBLE'),
  characters: z.object({ hero: characterSchema, hazard: characterSchema }),
  items: z.object({
    collectible: itemSpriteSchema,
    /** Rare pickup worth more points and extra seconds. */
    bonus: itemSpriteSchema,
  }),
  collectible: z.object({
    genreVersion: z.literal(COLLECTIBLE_WORLD_VERSION),
    arenaWidth: z.number().int().min(320).max(2000),
    arenaHeight: z.number().int().min(320).max(2000),
    targetCount: z.number().int().min(5).max(200),
    timeLimitSeconds: z.number().int().min(20).max(300),
    lives: z.number().int().min(1).max(5),
    /** Items lying in the arena at once. */
    itemsOnField: z.number().int().min(1).max(20),
    /** Hazards at the start; one more joins every few items up to maxHazards. */
    startHazards: z.number().int().min(0).max(20),
    maxHazards: z.number().int().min(1).max(20),
    hazardSpeed: z.number().min(10).max(400),
    heroSpeed: z.number().min(60).max(600),
  }),
  /**
   * What stands in the arena, from the place (trees in a forest, shelves in a library, coral
   * on a reef), laid out as the place is (scattered, in aisles, in a ring); absent: open floor.
   */
  obstacles: z
    .object({
      sprites: z.array(itemSpriteSchema).min(1).max(MAX_OBSTACLE_SPRITES),
      placed: z.array(collectibleObstacleSchema).max(MAX_OBSTACLES),
    })
    .optional(),
});
export type CollectibleWorld = z.infer<typeof collectibleWorldSchema>;
