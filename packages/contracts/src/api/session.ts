import { z } from 'zod';
import { gameSessionSourceSchema } from '../enums.js';
import { entityIdSchema, isoDateTimeSchema } from './common.js';
import { gameIdSchema } from './game.js';

/** One play of one game (spec §3 "Game session"). */
export const gameSessionSchema = z.object({
  id: entityIdSchema,
  startTime: isoDateTimeSchema,
  gameId: gameIdSchema,
  source: gameSessionSourceSchema,
});
export type GameSession = z.infer<typeof gameSessionSchema>;
