import { z } from 'zod/mini';
import { interactionTypeMiniSchema } from '../enumsMini.js';
import { gameIdSchema } from './game.js';

// zod/mini: a shared link's modal reads its like status (README "First view and deep pages").

/** GET /api/player-interactions/game/{gameId} (spec §3 "Like status"). */
export const likeStatusSchema = z.object({
  likesCount: z.int().check(z.minimum(0)),
  isLikedByPlayer: z.boolean(),
});
export type LikeStatus = z.infer<typeof likeStatusSchema>;

/** Body of POST /api/player-interactions/add and /remove (spec §7). */
export const interactionRequestSchema = z.object({
  gameId: gameIdSchema,
  interactionType: interactionTypeMiniSchema,
});
export type InteractionRequest = z.infer<typeof interactionRequestSchema>;
