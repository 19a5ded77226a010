import { z } from 'zod/mini';
import { characterGenerationTypeMiniSchema, gameGenreMiniSchema } from '../enumsMini.js';
import { httpUrlOrPathSchema } from './common.js';
import { gameIdSchema } from './game.js';

/**
 * The create modal's state saved before a sign-in redirect (spec §3, §4). Read back from
 * storage, so parse it; `timestamp` is epoch milliseconds of the save. zod/mini: the first
 * view looks for it at start (README "First view and deep pages").
 */
export const savedCreateModalStateSchema = z.object({
  // Loose bound: an over-long draft is still worth restoring; submit validation catches it.
  prompt: z.string().check(z.maxLength(10_000)),
  /** Null when the player had not chosen a genre yet. */
  gameGenre: z.nullable(gameGenreMiniSchema),
  characterGenerationType: characterGenerationTypeMiniSchema,
  uploadedImageUrl: z.nullable(httpUrlOrPathSchema),
  /** A remix (issue 14): the modal reopens on this game's categorization. */
  remixOf: z.optional(gameIdSchema),
  timestamp: z.int().check(z.minimum(0)),
});
export type SavedCreateModalState = z.infer<typeof savedCreateModalStateSchema>;
