import { z } from 'zod';
import { characterSchema, hexColorSchema, itemSpriteSchema, worldCommonShape } from './common.js';

export const SPLATTER_WORLD_VERSION = 1;

/**
 * Tap to splat: targets (genre field splatterTargetsDescription) scurry across the screen; taps
 * splat them in the world's splat colour, quick splats build a combo, misses cost time.
 */
export const splatterWorldSchema = z.object({
  ...worldCommonShape,
  gameGenre: z.literal('SPLATTER'),
  characters: z.object({
    /** What the player splats. */
    target: characterSchema,
    /** A friendly character that must not be splatted (costs a life). */
    friend: characterSchema,
  }),
  items: z.object({ bonus: itemSpriteSchema }),
  splatter: z.object({
    genreVersion: z.literal(SPLATTER_WORLD_VERSION),
    /** Colour of the splats the targets leave (the first of splatColors). */
    splatColor: hexColorSchema,
    /**
     * Colours of what is thrown, cycled hit by hit (paint: many bright ones; tomatoes: reds);
     * splatColor is the first. Absent in older worlds: every splat takes splatColor.
     */
    splatColors: z.array(hexColorSchema).min(1).max(8).optional(),
    timeLimitSeconds: z.number().int().min(20).max(180),
    /** Targets on screen at the start; more join as the round goes on. */
    startTargets: z.number().int().min(1).max(8),
    maxTargets: z.number().int().min(2).max(16),
    /** Target speed at the start, in screen heights per second. */
    targetSpeed: z.number().min(0.05).max(2),
    /** Seconds a missed tap takes off the clock. */
    missPenaltySeconds: z.number().min(0).max(10),
    /** 0..1 how often a friend walks among the targets. */
    friendShare: z.number().min(0).max(1),
    lives: z.number().int().min(1).max(5),
  }),
});
export type SplatterWorld = z.infer<typeof splatterWorldSchema>;
