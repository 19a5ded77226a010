import { z } from 'zod/mini';
import { nameValidationRulesSchema } from '../rules/nameValidationRules.js';
import { entityIdSchema, isoDateTimeSchema } from './common.js';
import { gameSchema } from './game.js';

// zod/mini: the first view asks has-logged-in and check-ad (README "First view and deep pages").

/** Stored player names are already validated; this only bounds what a response may hold. */
const storedPlayerNameSchema = z.string().check(z.maxLength(100));

/** GET /api/player-profile (spec §3 "Player profile"). `id` repeats `playerId`. */
export const playerProfileSchema = z.object({
  playerId: entityIdSchema,
  id: entityIdSchema,
  playerName: storedPlayerNameSchema,
  /** The player's own published games, newest first. */
  feeds: z.array(gameSchema).check(z.maxLength(500)),
  validationRules: nameValidationRulesSchema,
  dailyPromptsRemaining: z.int().check(z.minimum(0)),
  createdAt: isoDateTimeSchema,
  /** Null for guests and for sign-ins that share no email. */
  email: z.nullable(z.string().check(z.maxLength(320))),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

/**
 * Body of PUT /api/player-profile (spec §7). Only bounded here: the name itself is
 * checked with `validatePlayerName` against the server's rules.
 */
export const renamePlayerRequestSchema = z.object({ Name: z.string().check(z.maxLength(200)) });
export type RenamePlayerRequest = z.infer<typeof renamePlayerRequestSchema>;

/** GET /api/my-games. */
export const myGamesResponseSchema = z.object({
  games: z.array(gameSchema).check(z.maxLength(1000)),
});
export type MyGamesResponse = z.infer<typeof myGamesResponseSchema>;

/** GET /api/ogp/has-logged-in. */
export const hasLoggedInResponseSchema = z.object({ hasEverLoggedIn: z.boolean() });
export type HasLoggedInResponse = z.infer<typeof hasLoggedInResponseSchema>;

/** POST /api/player-profile/check-ad. */
export const checkAdResponseSchema = z.object({ shouldShowAd: z.boolean() });
export type CheckAdResponse = z.infer<typeof checkAdResponseSchema>;
