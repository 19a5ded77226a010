import { z } from 'zod';
import { characterSchema, itemSpriteSchema, worldCommonShape } from './common.js';

export const COLLECTIBLE_WORLD_VERSION = 1;

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
});
export type CollectibleWorld = z.infer<typeof collectibleWorldSchema>;
