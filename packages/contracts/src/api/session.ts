import { z } from 'zod/mini';
import { gameSessionSourceMiniSchema } from '../enumsMini.js';
import { entityIdSchema, isoDateTimeSchema } from './common.js';
import { gameIdSchema } from './game.js';

// zod/mini: a play's session calls live in the first view's runtime host (README "First view").

/** One play of one game (spec §3 "Game session"). */
export const gameSessionSchema = z.object({
  id: entityIdSchema,
  startTime: isoDateTimeSchema,
  gameId: gameIdSchema,
  source: gameSessionSourceMiniSchema,
});
export type GameSession = z.infer<typeof gameSessionSchema>;

/** Longest play a result may claim: a day, in milliseconds. */
export const PLAY_RESULT_MAX_DURATION_MS = 24 * 60 * 60 * 1000;
/** Highest score a result may claim. */
export const PLAY_RESULT_MAX_SCORE = 1_000_000_000;

/**
 * Body of POST /api/game-sessions/result: one finished round of a game session, sent when the
 * runtime reports game over. `resultId` is new per round, so a retried call is recorded once.
 */
export const playResultRequestSchema = z.object({
  resultId: z.uuid(),
  sessionId: entityIdSchema,
  gameId: gameIdSchema,
  source: gameSessionSourceMiniSchema,
  won: z.boolean(),
  score: z.int().check(z.minimum(0), z.maximum(PLAY_RESULT_MAX_SCORE)),
  durationMs: z.int().check(z.minimum(0), z.maximum(PLAY_RESULT_MAX_DURATION_MS)),
});
export type PlayResultRequest = z.infer<typeof playResultRequestSchema>;

/** Answer of POST /api/game-sessions/result; `recorded` is false for a repeated result id. */
export const playResultResponseSchema = z.object({ recorded: z.boolean() });
export type PlayResultResponse = z.infer<typeof playResultResponseSchema>;

/** Body of POST /api/game-sessions: a game starts (guests too). */
export const startGameSessionRequestSchema = z.object({
  gameId: gameIdSchema,
  source: gameSessionSourceMiniSchema,
});
export type StartGameSessionRequest = z.infer<typeof startGameSessionRequestSchema>;

/** Answer of POST /api/game-sessions: the server-issued session id the result and end name. */
export const startGameSessionResponseSchema = z.object({
  sessionId: entityIdSchema,
  startTime: isoDateTimeSchema,
});
export type StartGameSessionResponse = z.infer<typeof startGameSessionResponseSchema>;

/** Params of POST /api/game-sessions/{sessionId}/end (Back to feed). */
export const gameSessionIdParamsSchema = z.object({ sessionId: entityIdSchema });
export type GameSessionIdParams = z.infer<typeof gameSessionIdParamsSchema>;

/** Answer of the end call: whether this session became a counted play. */
export const endGameSessionResponseSchema = z.object({ counted: z.boolean() });
export type EndGameSessionResponse = z.infer<typeof endGameSessionResponseSchema>;
