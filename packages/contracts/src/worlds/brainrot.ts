import { z } from 'zod';
import { characterSchema, itemSpriteSchema, worldCommonShape } from './common.js';

export const BRAINROT_WORLD_VERSION = 1;

export const brainrotWorldSchema = z.object({
  ...worldCommonShape,
  gameGenre: z.literal('BRAINROT'),
  /** The catcher the player drags, and the silly hazard that tumbles down among the props. */
  characters: z.object({ hero: characterSchema, hazard: characterSchema }),
  /** The absurd props that rain down (from brainrotPropsDescription). */
  items: z.object({ props: z.array(itemSpriteSchema).min(1).max(5) }),
  brainrot: z.object({
    genreVersion: z.literal(BRAINROT_WORLD_VERSION),
    timeLimitSeconds: z.number().int().min(20).max(300),
    lives: z.number().int().min(1).max(5),
    /** Things dropped per second at the start; grows by spawnRamp each second. */
    spawnPerSecond: z.number().min(0.3).max(5),
    spawnRamp: z.number().min(0).max(0.2),
    /** Fall speed at the start, arena px per second. */
    fallSpeed: z.number().min(60).max(600),
    /** 0..0.6 share of drops that are hazards. */
    hazardShare: z.number().min(0).max(0.6),
  }),
});
export type BrainrotWorld = z.infer<typeof brainrotWorldSchema>;
