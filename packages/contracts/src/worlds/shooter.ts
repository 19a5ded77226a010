import { z } from 'zod';
import { characterSchema, itemSpriteSchema, worldCommonShape } from './common.js';

export const SHOOTER_WORLD_VERSION = 1;

/**
 * A vertical shooter: the hero flies at the bottom and fires the ammo (genre field
 * ammoDescription) up at waves of basic, fast and primary enemies.
 */
export const shooterWorldSchema = z.object({
  ...worldCommonShape,
  gameGenre: z.literal('SHOOTER'),
  characters: z.object({
    hero: characterSchema,
    primaryEnemy: characterSchema,
    basicEnemy: characterSchema,
    fastEnemy: characterSchema,
  }),
  items: z.object({ ammo: itemSpriteSchema }),
  shooter: z.object({
    genreVersion: z.literal(SHOOTER_WORLD_VERSION),
    /** Waves to clear to win; the last wave brings the primary enemy in numbers. */
    waves: z.number().int().min(3).max(12),
    /** Enemies in the first wave; each wave adds more. */
    enemiesPerWave: z.number().int().min(3).max(30),
    /** 0..1 share of fast enemies in a wave (grows with the waves). */
    fastEnemyShare: z.number().min(0).max(1),
    /** Shots in a full magazine; it refills on its own when the trigger rests. */
    magazineSize: z.number().int().min(4).max(60),
    /** Hits a primary enemy takes. */
    primaryEnemyHealth: z.number().int().min(2).max(12),
    lives: z.number().int().min(1).max(5),
  }),
});
export type ShooterWorld = z.infer<typeof shooterWorldSchema>;
