import { z } from 'zod';
import { characterGenerationTypeSchema, gameGenreSchema } from '../enums.js';
import { httpUrlOrPathSchema } from './common.js';
import { gameIdSchema } from './game.js';

/**
 * The create modal's state saved before a sign-in redirect (spec §3, §4). Read back from
 * storage, so parse it; `timestamp` is epoch milliseconds of the save.
 */
export const savedCreateModalStateSchema = z.object({
  // Loose bound: an over-long draft is still worth restoring; submit validation catches it.
  prompt: z.string().max(10_000),
  /** Null when the player had not chosen a genre yet. */
  gameGenre: gameGenreSchema.nullable(),
  characterGenerationType: characterGenerationTypeSchema,
  uploadedImageUrl: httpUrlOrPathSchema.nullable(),
  /** A remix (issue 14): the modal reopens on this game's categorization. */
  remixOf: gameIdSchema.optional(),
  timestamp: z.number().int().min(0),
});
export type SavedCreateModalState = z.infer<typeof savedCreateModalStateSchema>;
