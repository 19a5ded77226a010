import { z } from 'zod';
import { characterSchema, itemSpriteSchema, worldCommonShape } from './common.js';

export const FIGHTING_WORLD_VERSION = 1;

/** How an opponent fights; read from opponentPersonalitiesDescription. */
export const FIGHTER_PERSONALITIES = ['brawler', 'turtle', 'trickster', 'balanced'] as const;
export const fighterPersonalitySchema = z.enum(FIGHTER_PERSONALITIES);
export type FighterPersonality = z.infer<typeof fighterPersonalitySchema>;

export const fightingOpponentSchema = z.object({
  character: characterSchema,
  personality: fighterPersonalitySchema,
  /** Few words naming the personality as the prompt put it ("grumpy", "sneaky"). */
  trait: z.string().min(1).max(40),
  maxHealth: z.number().int().min(40).max(300),
  /** 0..1: how often it attacks when in reach. */
  aggression: z.number().min(0).max(1),
  /** 0..1: how often it blocks an incoming punch. */
  guard: z.number().min(0).max(1),
  /** Walk speed in arena px per second. */
  speed: z.number().min(40).max(400),
  /** Damage of one clean punch. */
  power: z.number().int().min(1).max(40),
});
export type FightingOpponent = z.infer<typeof fightingOpponentSchema>;

export const fightingWorldSchema = z.object({
  ...worldCommonShape,
  gameGenre: z.literal('FIGHTING'),
  characters: z.object({ fighter: characterSchema, dummy: characterSchema }),
  items: z.object({
    badge: itemSpriteSchema,
    /** What the player fights with, when the prompt names it ("a grandma with a frying pan"). */
    weapon: itemSpriteSchema.optional(),
  }),
  fighting: z.object({
    genreVersion: z.literal(FIGHTING_WORLD_VERSION),
    /** Fought in order, each tougher than the last. */
    opponents: z.array(fightingOpponentSchema).min(1).max(4),
    /**
     * How the fight opens: 'dummy' (also when absent, as in worlds made before it) warms up on
     * the punching dummy first; 'none' opens straight on the first opponent, the rival the
     * prompt named, so it is on screen from the first second (its first bout is gentler).
     */
    warmup: z.enum(['dummy', 'none']).optional(),
    /** Punches on the dummy that finish the warm-up. */
    dummyHits: z.number().int().min(1).max(20),
    warmupSeconds: z.number().int().min(5).max(60),
    playerHealth: z.number().int().min(40).max(300),
    /** Damage of the player's clean punch. */
    playerPower: z.number().int().min(1).max(40),
    /** Per bout; when it runs out the fighter with more health left takes the bout. */
    boutSeconds: z.number().int().min(15).max(180),
  }),
});
export type FightingWorld = z.infer<typeof fightingWorldSchema>;
