import { z } from 'zod';
import { characterSchema, itemSpriteSchema, worldCommonShape } from './common.js';

export const FPS_WORLD_VERSION = 1;

/**
 * Looks of the maze walls (the runtime paints each as a pattern in the world's palette): the
 * first three plain, then the walls of places a player names: a cathedral's stone with arched
 * windows, a space station's hull plates with lights, a mall's shop fronts, a mine's timber
 * props, a hospital's tiles, a library's bookshelves, a cabin's planks; and places in the open:
 * a forest's trunks, snowy pines, jungle leaves, sandstone, rock, palms, ice, hay bales, hedges.
 */
export const FPS_WALL_PATTERNS = [
  'bricks',
  'panels',
  'blocks',
  'gothic',
  'hull',
  'shops',
  'mine',
  'tiles',
  'shelves',
  'planks',
  'trunks',
  'snowPines',
  'jungle',
  'sandstone',
  'rock',
  'palms',
  'ice',
  'hay',
  'hedge',
] as const;
export type FpsWallPattern = (typeof FPS_WALL_PATTERNS)[number];

/**
 * A first-person shooter in a maze made from the seed: waves of basic and fast enemies hunt the
 * player, who fires the ammo (genre field ammoDescription); the primary enemy is the boss of the
 * last wave and the game is won when it falls.
 */
export const fpsWorldSchema = z.object({
  ...worldCommonShape,
  gameGenre: z.literal('FPS'),
  characters: z.object({
    /** The player, seen only as the portrait beside the health bar. */
    hero: characterSchema,
    primaryEnemy: characterSchema,
    basicEnemy: characterSchema,
    fastEnemy: characterSchema,
  }),
  items: z.object({
    ammo: itemSpriteSchema,
    /**
     * What the player holds when the prompt names it ("with a flashlight", "a crossbow"):
     * drawn in the hand instead of the launcher. Absent: the launcher, loaded with the ammo.
     */
    weapon: itemSpriteSchema.optional(),
    /** The place's props standing along the maze walls (beds in a hospital, barrels in a castle). */
    props: z.array(itemSpriteSchema).min(1).max(3).optional(),
  }),
  fps: z.object({
    genreVersion: z.literal(FPS_WORLD_VERSION),
    /** Maze rooms per side; the grid is 2 × mazeCells + 1 tiles wide. */
    mazeCells: z.number().int().min(4).max(10),
    wallPattern: z.enum(FPS_WALL_PATTERNS),
    /** Waves to survive; the last one brings the primary enemy as its boss. */
    waves: z.number().int().min(2).max(8),
    /** Enemies in the first wave; each wave adds more. */
    enemiesPerWave: z.number().int().min(2).max(16),
    /** 0..1 share of fast enemies in a wave (grows with the waves). */
    fastEnemyShare: z.number().min(0).max(1),
    /** Hits the boss takes. */
    primaryEnemyHealth: z.number().int().min(4).max(40),
    playerHealth: z.number().int().min(40).max(200),
    startAmmo: z.number().int().min(10).max(99),
    /** Shots an ammo pickup gives. */
    ammoPerPickup: z.number().int().min(4).max(40),
  }),
});
export type FpsWorld = z.infer<typeof fpsWorldSchema>;
