import { z } from 'zod';
import { characterSchema, itemSpriteSchema, worldCommonShape } from './common.js';

export const FARMING_WORLD_VERSION = 1;

/**
 * A farm: buy plots from the land seller, seeds from the seed seller, plant, wait, harvest the
 * crop and sell it to the crop buyer until the coins reach `coinGoal` before the clock runs out.
 */
export const farmingWorldSchema = z.object({
  ...worldCommonShape,
  gameGenre: z.literal('FARMING'),
  characters: z.object({
    farmer: characterSchema,
    landSeller: characterSchema,
    seedSeller: characterSchema,
    cropBuyer: characterSchema,
  }),
  items: z.object({ crop: itemSpriteSchema, seed: itemSpriteSchema, coin: itemSpriteSchema }),
  farming: z.object({
    genreVersion: z.literal(FARMING_WORLD_VERSION),
    plotColumns: z.number().int().min(2).max(6),
    plotRows: z.number().int().min(2).max(6),
    startPlots: z.number().int().min(1).max(36),
    startCoins: z.number().int().min(0).max(10000),
    /** Price of the first plot bought; each further plot costs landPriceStep more. */
    landPrice: z.number().int().min(1).max(10000),
    landPriceStep: z.number().int().min(0).max(10000),
    seedPrice: z.number().int().min(1).max(10000),
    cropPrice: z.number().int().min(1).max(10000),
    growSeconds: z.number().min(1).max(120),
    /** Ripe crops left longer than this wither. */
    witherSeconds: z.number().min(1).max(120),
    coinGoal: z.number().int().min(10).max(1_000_000),
    timeLimitSeconds: z.number().int().min(20).max(600),
  }),
});
export type FarmingWorld = z.infer<typeof farmingWorldSchema>;
