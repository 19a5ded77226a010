import { z } from 'zod';
import { gameGenreSchema, targetAudienceSchema } from '../enums.js';
import { GAME_ID_MAX_LENGTH, GAME_ID_MIN_LENGTH } from '../constants.js';

/** Game id (spec §5): 3 to 50 letters, digits or hyphens. */
export const GAME_ID_PATTERN = new RegExp(
  `^[A-Za-z0-9-]{${GAME_ID_MIN_LENGTH},${GAME_ID_MAX_LENGTH}}$`,
);
export const gameIdSchema = z
  .string()
  .regex(GAME_ID_PATTERN, 'Game id must be 3 to 50 letters, digits or hyphens');

/**
 * One rendered size of a game's screenshot (spec §9 media tiers): the same picture as the
 * original, resized to fit the tier's box (360×240, 480×360, 720×480, 1080×720) keeping its
 * aspect, in AVIF and WebP. `width` and `height` are the file's own pixels (srcset `w`).
 */
export const screenshotTierSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  avifUrl: z.string(),
  webpUrl: z.string(),
});
export type ScreenshotTier = z.infer<typeof screenshotTierSchema>;

/**
 * The feed's `version` of a game's n-th version (issue 14 "Refine"): "1.0", "2.0"… so the
 * spec's `/worlds/1.0/{gameId}.json` is the version first published.
 */
export function gameVersionLabel(versionNumber: number): string {
  return `${versionNumber}.0`;
}

/** A remix's credit line (issue 14): 'Remix of {title} by {author}', tappable when available. */
export const remixCreditSchema = z.object({
  /** The source game; null once it was deleted. */
  gameId: gameIdSchema.nullable(),
  title: z.string(),
  author: z.string(),
  /** False when the source is hidden or deleted: the credit is plain text. */
  available: z.boolean(),
});
export type RemixCredit = z.infer<typeof remixCreditSchema>;

/** A game as the feed lists it (spec §3 "Game (feed item)"). */
export const gameSchema = z.object({
  id: gameIdSchema,
  title: z.string(),
  description: z.string(),
  screenshotUrl: z.string(),
  videoUrl: z.string().nullable(),
  /** The game's version (issue 14 "Refine"): "1.0" when published, "2.0" after a refine… */
  version: z.string(),
  jsonDataUrl: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  gameGenre: gameGenreSchema,
  registeredToOgp: z.boolean(),
  ogpGameApiKey: z.string().nullable(),
  ogpGameId: z.string().nullable(),
  likesCount: z.number().int().min(0),
  /** Counted plays (Week of Fight rules: ≥ 10 s or a result after ≥ 3 s, one per player an hour). */
  playsCount: z.number().int().min(0).default(0),
  /** Only in the owner's own list (GET /api/my-games): an operator hid the game, and why. */
  hidden: z.boolean().optional(),
  hiddenReason: z.string().max(500).nullish(),
  playerName: z.string().nullable(),
  shareUrl: z.string().optional(),
  targetAudience: targetAudienceSchema,
  /**
   * The screenshot's tiers, smallest first; absent until they are rendered (shortly after
   * publishing) or when the screenshot could not be rendered: use `screenshotUrl` then.
   */
  screenshotTiers: z.array(screenshotTierSchema).optional(),
  /** Visible comments under the game (issue 14). */
  commentsCount: z.number().int().min(0).default(0),
  /** Published remixes of the game (issue 14). */
  remixCount: z.number().int().min(0).default(0),
  /** The game this one remixes, or null for an original (issue 14). */
  remixOf: remixCreditSchema.nullable().default(null),
});
export type Game = z.infer<typeof gameSchema>;

/** Detail built from a world file (spec §3): locationName → title, backgroundStoryText → description. */
export const gameDetailSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  description: z.string(),
  author: z.string(),
  gameGenre: gameGenreSchema,
  version: z.string(),
  creationTimeUtc: z.string(),
});
export type GameDetail = z.infer<typeof gameDetailSchema>;
