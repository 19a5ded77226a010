import { z } from 'zod';
import {
  categorizedPromptSchema,
  characterMatchSchema,
  characterSlotSchema,
} from './categorize.js';
import { gameIdSchema } from './game.js';

/**
 * GET /api/games/{gameId}/remix-source: what a remix starts from, for the create modal's
 * categorization step (the prompt and every categorized field of the source's creation).
 */
export const remixSourceSchema = z.object({
  gameId: gameIdSchema,
  title: z.string(),
  author: z.string(),
  /** The source's original prompt (its title and description for a starter game). */
  prompt: z.string(),
  categorized: categorizedPromptSchema,
  /** The library characters the source's creator picked, per slot. */
  selectedCharacterMatches: z.record(characterSlotSchema, characterMatchSchema),
});
export type RemixSource = z.infer<typeof remixSourceSchema>;
