import { z } from 'zod';
import { characterSchema, itemSpriteSchema, worldCommonShape } from './common.js';

export const SLAPPER_WORLD_VERSION = 1;

/** One slap weapon (from slapWeaponsDescription): heavier ones hit harder, harder to time. */
export const slapWeaponSchema = z.object({
  sprite: itemSpriteSchema,
  /** Damage of a perfectly timed slap. */
  power: z.number().int().min(1).max(60),
  /** Width of its perfect zone on the power meter, 0..1 of the meter. */
  sweetSpot: z.number().min(0.03).max(0.4),
});
export type SlapWeapon = z.infer<typeof slapWeaponSchema>;

export const slapperWorldSchema = z.object({
  ...worldCommonShape,
  gameGenre: z.literal('SLAPPER'),
  /** The player's slapper and the dummy / opponent that takes the slaps. */
  characters: z.object({ slapper: characterSchema, target: characterSchema }),
  slapper: z.object({
    genreVersion: z.literal(SLAPPER_WORLD_VERSION),
    weapons: z.array(slapWeaponSchema).min(1).max(4),
    targetHealth: z.number().int().min(50).max(2000),
    /** Meter sweeps per second at the start; it speeds up as the target weakens. */
    meterSpeed: z.number().min(0.3).max(3),
    /** Whiffed slaps allowed (hearts). */
    whiffs: z.number().int().min(1).max(5),
    timeLimitSeconds: z.number().int().min(20).max(300),
  }),
});
export type SlapperWorld = z.infer<typeof slapperWorldSchema>;
