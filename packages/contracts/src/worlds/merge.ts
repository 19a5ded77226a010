import { z } from 'zod';
import { characterSchema, itemSpriteSchema, worldCommonShape } from './common.js';

export const MERGE_WORLD_VERSION = 1;

/** Fewest and most tiers of a merge chain (mergeChainDescription). */
export const MERGE_CHAIN_MIN_TIERS = 4;
export const MERGE_CHAIN_MAX_TIERS = 10;

/**
 * A merge board: two equal items dragged together become the next tier of `items.chain`; new
 * lowest-tier items spawn over time; a full board loses, making the last tier wins.
 */
export const mergeWorldSchema = z.object({
  ...worldCommonShape,
  gameGenre: z.literal('MERGE'),
  /** The mascot cheering beside the board. */
  characters: z.object({ mascot: characterSchema }),
  items: z.object({
    /** Lowest tier first; the last one is the goal. */
    chain: z.array(itemSpriteSchema).min(MERGE_CHAIN_MIN_TIERS).max(MERGE_CHAIN_MAX_TIERS),
  }),
  merge: z.object({
    genreVersion: z.literal(MERGE_WORLD_VERSION),
    columns: z.number().int().min(3).max(8),
    rows: z.number().int().min(3).max(9),
    startItems: z.number().int().min(1).max(30),
    /** Seconds between spawns at the start; shrinks towards minSpawnSeconds as tiers climb. */
    spawnSeconds: z.number().min(0.3).max(20),
    minSpawnSeconds: z.number().min(0.2).max(20),
    /** Highest tier index a spawn can have (0 = only the lowest tier). */
    maxSpawnTier: z.number().int().min(0).max(3),
  }),
});
export type MergeWorld = z.infer<typeof mergeWorldSchema>;
