import { z } from 'zod/mini';
import { gameGenreMiniSchema, targetAudienceMiniSchema } from '../enumsMini.js';
import { GAME_ID_MAX_LENGTH, GAME_ID_MIN_LENGTH } from '../constants.js';

// zod/mini: the feed's games are the first view's data (README "First view and deep pages").

/** Game id (spec §5): 3 to 50 letters, digits or hyphens. */
export const GAME_ID_PATTERN = new RegExp(
  `^[A-Za-z0-9-]{${GAME_ID_MIN_LENGTH},${GAME_ID_MAX_LENGTH}}$`,
);
export const gameIdSchema = z
  .string()
  .check(z.regex(GAME_ID_PATTERN, 'Game id must be 3 to 50 letters, digits or hyphens'));

/** A count: a whole number, never negative. */
const countSchema = z.int().check(z.minimum(0));

/**
 * One rendered size of a game's screenshot (spec §9 media tiers): the same picture as the
 * original, resized to fit the tier's box (360×240, 480×360, 720×480, 1080×720) keeping its
 * aspect, in AVIF and WebP. `width` and `height` are the file's own pixels (srcset `w`).
 */
export const screenshotTierSchema = z.object({
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
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
  gameId: z.nullable(gameIdSchema),
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
  videoUrl: z.nullable(z.string()),
  /** The game's version (issue 14 "Refine"): "1.0" when published, "2.0" after a refine… */
  version: z.string(),
  jsonDataUrl: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  gameGenre: gameGenreMiniSchema,
  registeredToOgp: z.boolean(),
  ogpGameApiKey: z.nullable(z.string()),
  ogpGameId: z.nullable(z.string()),
  likesCount: countSchema,
  /** Counted plays (Week of Fight rules: ≥ 10 s or a result after ≥ 3 s, one per player an hour). */
  playsCount: z._default(countSchema, 0),
  /** Only in the owner's own list (GET /api/my-games): an operator hid the game, and why. */
  hidden: z.optional(z.boolean()),
  hiddenReason: z.nullish(z.string().check(z.maxLength(500))),
  playerName: z.nullable(z.string()),
  shareUrl: z.optional(z.string()),
  targetAudience: targetAudienceMiniSchema,
  /**
   * The screenshot's tiers, smallest first; absent until they are rendered (shortly after
   * publishing) or when the screenshot could not be rendered: use `screenshotUrl` then.
   */
  screenshotTiers: z.optional(z.array(screenshotTierSchema)),
  /** Visible comments under the game (issue 14). */
  commentsCount: z._default(countSchema, 0),
  /** Published remixes of the game (issue 14). */
  remixCount: z._default(countSchema, 0),
  /** The game this one remixes, or null for an original (issue 14). */
  remixOf: z._default(z.nullable(remixCreditSchema), null),
});
export type Game = z.infer<typeof gameSchema>;

/** Detail built from a world file (spec §3): locationName → title, backgroundStoryText → description. */
export const gameDetailSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  description: z.string(),
  author: z.string(),
  gameGenre: gameGenreMiniSchema,
  version: z.string(),
  creationTimeUtc: z.string(),
});
export type GameDetail = z.infer<typeof gameDetailSchema>;
