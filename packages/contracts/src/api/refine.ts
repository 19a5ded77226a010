import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { isoDateTimeSchema } from './common.js';
import { gameIdSchema } from './game.js';

/** Longest follow-up prompt ("make it night time", "add a second boss"). */
export const REFINE_PROMPT_MAX_LENGTH = 200;

/** Body of POST /api/games/{gameId}/refine (issue 14 "Refine your own game"). */
export const refineRequestSchema = z.object({
  prompt: z
    .string()
    .trim()
    .min(1, MESSAGES.refinePromptEmpty)
    .max(REFINE_PROMPT_MAX_LENGTH, MESSAGES.refinePromptTooLong(REFINE_PROMPT_MAX_LENGTH)),
});
export type RefineRequest = z.infer<typeof refineRequestSchema>;

/** The refine's draft: watched with the create flow's status polling until the version is out. */
export const refineResponseSchema = z.object({ draftId: z.string() });
export type RefineResponse = z.infer<typeof refineResponseSchema>;

/** Params of POST /api/games/{gameId}/versions/{version}/restore. */
export const gameVersionParamsSchema = z.object({
  gameId: gameIdSchema,
  version: z.coerce.number().int().min(1).max(100_000),
});
export type GameVersionParams = z.infer<typeof gameVersionParamsSchema>;

/** One version of a game, oldest first in the list; `prompt` is the follow-up that made it. */
export const gameVersionSchema = z.object({
  version: z.number().int().min(1),
  /** As the feed's `version`: "1.0", "2.0"… */
  label: z.string(),
  /** Null for version 1 (the game as first published). */
  prompt: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  screenshotUrl: z.string(),
  /** The version the game shows now. */
  current: z.boolean(),
});
export type GameVersion = z.infer<typeof gameVersionSchema>;

/** GET /api/games/{gameId}/versions and the answer of a restore. */
export const gameVersionsResponseSchema = z.object({ items: z.array(gameVersionSchema) });
export type GameVersionsResponse = z.infer<typeof gameVersionsResponseSchema>;
