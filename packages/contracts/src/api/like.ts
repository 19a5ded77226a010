import { z } from 'zod';
import { interactionTypeSchema } from '../enums.js';
import { gameIdSchema } from './game.js';

/** GET /api/player-interactions/game/{gameId} (spec §3 "Like status"). */
export const likeStatusSchema = z.object({
  likesCount: z.number().int().min(0),
  isLikedByPlayer: z.boolean(),
});
export type LikeStatus = z.infer<typeof likeStatusSchema>;

/** Body of POST /api/player-interactions/add and /remove (spec §7). */
export const interactionRequestSchema = z.object({
  gameId: gameIdSchema,
  interactionType: interactionTypeSchema,
});
export type InteractionRequest = z.infer<typeof interactionRequestSchema>;
