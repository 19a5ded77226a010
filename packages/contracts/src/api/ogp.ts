import { z } from 'zod';
import { gameIdSchema } from './game.js';

/** Body of POST /api/player-profile/ogp/register-game and /ogp/update-game. */
export const ogpRegisterGameRequestSchema = z.object({ gameId: gameIdSchema });
export type OgpRegisterGameRequest = z.infer<typeof ogpRegisterGameRequestSchema>;

/** Answer of the OGP register and update calls. */
export const ogpRegisterGameResponseSchema = z.object({
  ogpGameId: z.string().min(1).max(200).nullable(),
  registeredToOgp: z.boolean(),
});
export type OgpRegisterGameResponse = z.infer<typeof ogpRegisterGameResponseSchema>;

/** Body of POST /api/my-games/update-ogp-status. */
export const updateOgpStatusRequestSchema = z.object({
  gameId: gameIdSchema,
  registeredToOgp: z.boolean(),
});
export type UpdateOgpStatusRequest = z.infer<typeof updateOgpStatusRequestSchema>;
