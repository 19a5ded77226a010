import { z } from 'zod';
import { characterSchema, itemSpriteSchema, worldCommonShape } from './common.js';

export const PLATFORMER_WORLD_VERSION = 1;

/**
 * What the course is made of when the prompt names what the hero hops across ("hops across
 * lily pads", "leaps between rooftops"): each floating platform tile is drawn as one of them,
 * and the ground is topped with them instead of grass.
 */
export const PLATFORM_COURSES = ['lilyPad', 'stone', 'cloud', 'log', 'ice', 'roof'] as const;
export type PlatformCourse = (typeof PLATFORM_COURSES)[number];

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
    /** Absent: platforms and ground are the place's ground with its grass on top. */
    course: z.enum(PLATFORM_COURSES).optional(),
  }),
});
export type PlatformerWorld = z.infer<typeof platformerWorldSchema>;
