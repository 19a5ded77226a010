import { z } from 'zod';
import { characterSchema, itemSpriteSchema, worldCommonShape } from './common.js';

export const PLATFORMER_WORLD_VERSION = 1;

export const platformerWorldSchema = z.object({
  ...worldCommonShape,
  gameGenre: z.literal('PLATFORMER'),
  characters: z.object({ hero: characterSchema, enemy: characterSchema }),
  items: z.object({ collectible: itemSpriteSchema, goal: itemSpriteSchema }),
  platformer: z.object({
    genreVersion: z.literal(PLATFORMER_WORLD_VERSION),
    /** Level length in screens (one screen is 24 tiles wide). */
    levelScreens: z.number().int().min(3).max(12),
    /** 0..1 how many enemies per screen. */
    enemyDensity: z.number().min(0).max(1),
    /** 0..1 how often the ground has gaps. */
    gapDensity: z.number().min(0).max(1),
    /** 0..1 how often coins/collectibles appear. */
    collectibleDensity: z.number().min(0).max(1),
    lives: z.number().int().min(1).max(5),
    timeLimitSeconds: z.number().int().min(30).max(600),
  }),
});
export type PlatformerWorld = z.infer<typeof platformerWorldSchema>;
