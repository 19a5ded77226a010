import { z } from 'zod';
import { gameGenreSchema, targetAudienceSchema } from '../enums.js';

/** World file format version shared by every genre; bump with a migration when shapes change. */
export const WORLD_FORMAT_VERSION = 1;

export const hexColorSchema = z.string().regex(/^#[0-9a-f]{6}$/i, 'Expected a #rrggbb colour');
export const semverSchema = z
  .string()
  .regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/, 'Expected a semantic version');
/** A same-origin absolute path (`/media/...`) or an https URL. */
export const assetUrlSchema = z
  .string()
  .max(500)
  .regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, 'Expected an absolute path or https URL');

export const worldProfileDataSchema = z.object({
  locationName: z.string().min(1).max(80),
  backgroundStoryText: z.string().min(1).max(600),
  author: z.string().min(1).max(60),
  gameGenre: gameGenreSchema,
});
export type WorldProfileData = z.infer<typeof worldProfileDataSchema>;

export const paletteSchema = z.object({
  skyTop: hexColorSchema,
  skyBottom: hexColorSchema,
  ground: hexColorSchema,
  groundAccent: hexColorSchema,
  primary: hexColorSchema,
  secondary: hexColorSchema,
  accent: hexColorSchema,
  text: hexColorSchema,
});
export type Palette = z.infer<typeof paletteSchema>;

export const BACKGROUND_SHAPES = [
  'hills',
  'mountains',
  'buildings',
  'trees',
  'pipes',
  'clouds',
  'stars',
  'waves',
  'crystals',
  'dunes',
] as const;
export const backgroundLayerSchema = z.object({
  /** Drawn procedurally when there is no `imageUrl` (or it fails to load); sky shapes hang from the top. */
  shape: z.enum(BACKGROUND_SHAPES),
  /** Main colour; also fills the screen below a ground layer. */
  color: hexColorSchema,
  /** 0 = fixed to the camera, 1 = moves with the world. */
  parallax: z.number().min(0).max(1),
  /** Height of the layer as a fraction of the viewport. */
  height: z.number().min(0.05).max(1),
  /**
   * The layer drawn by the generator: a horizontally tileable strip (2:1, ground layers standing
   * on its bottom edge, sky layers hanging from its top), shown instead of `shape`.
   */
  imageUrl: assetUrlSchema.optional(),
});
export type BackgroundLayer = z.infer<typeof backgroundLayerSchema>;

export const backgroundSchema = z.object({
  /**
   * The scene: a theme id ('sewer'), or the places it combines and its non-default time,
   * weather and mood ('mountains+mars/snow', 'paris/night/storm').
   */
  theme: z.string().min(1).max(80),
  layers: z.array(backgroundLayerSchema).min(1).max(5),
  /** A tileable top-down tile of the place's floor (kitchen tiles, grass, sand) for arena floors. */
  floorUrl: assetUrlSchema.optional(),
});

export const TIMES_OF_DAY = ['day', 'sunrise', 'sunset', 'night'] as const;
export const WEATHERS = ['clear', 'rain', 'storm', 'snow', 'fog'] as const;
export const MOODS = ['plain', 'neon', 'spooky', 'cute'] as const;
/** Sky phenomena drawn over the time and weather: northern lights, a rainbow, hail, a sandstorm. */
export const SKY_EVENTS = [
  'aurora',
  'rainbow',
  'eclipse',
  'blood-moon',
  'hail',
  'sandstorm',
] as const;

/** Time of day, weather and mood of the scene: the runtime animates rain, snow, fog, stars, neon. */
export const atmosphereSchema = z.object({
  timeOfDay: z.enum(TIMES_OF_DAY),
  weather: z.enum(WEATHERS),
  mood: z.enum(MOODS),
  /** A sky phenomenon the runtime animates (hail falls, sand blows); absent when none. */
  sky: z.enum(SKY_EVENTS).optional(),
  /** Indoors, rain and snow stay outside the windows: only flashes, fog and glow show. */
  isIndoor: z.boolean().optional(),
});
export type WorldAtmosphere = z.infer<typeof atmosphereSchema>;

/**
 * Frame order of every character sprite sheet: one row, frames left to right.
 * The generator draws them in this order; the runtime animates by these indices.
 */
export const SPRITE_SHEET_FRAMES = [
  'idle0',
  'idle1',
  'run0',
  'run1',
  'run2',
  'run3',
  'jump',
  'hurt',
] as const;
export type SpriteFrameName = (typeof SPRITE_SHEET_FRAMES)[number];

export const characterSchema = z.object({
  name: z.string().min(1).max(60),
  description: z.string().max(300),
  sheetUrl: assetUrlSchema,
  frameWidth: z.number().int().min(8).max(512),
  frameHeight: z.number().int().min(8).max(512),
  frameCount: z.literal(SPRITE_SHEET_FRAMES.length),
});
export type Character = z.infer<typeof characterSchema>;

export const itemSpriteSchema = z.object({
  name: z.string().min(1).max(60),
  url: assetUrlSchema,
  size: z.number().int().min(8).max(512),
});
export type ItemSprite = z.infer<typeof itemSpriteSchema>;

/** Fields every genre's world file has. Genre schemas extend this with `gameGenre` and their own block. */
export const worldCommonShape = {
  formatVersion: z.literal(WORLD_FORMAT_VERSION),
  version: semverSchema,
  creationTimeUtc: z.iso.datetime(),
  worldProfileData: worldProfileDataSchema,
  /** Seeds every random choice of the scene: same file, same game. */
  seed: z.number().int().min(0).max(0xffffffff),
  difficulty: z.number().int().min(1).max(5),
  targetAudience: targetAudienceSchema,
  palette: paletteSchema,
  background: backgroundSchema,
  /** Absent in older worlds: a clear day. */
  atmosphere: atmosphereSchema.optional(),
  /** Free-text genre fields from prompt analysis (spec §3 genreSpecificFields). */
  genreSpecificFields: z.record(z.string(), z.string().max(300)),
};
