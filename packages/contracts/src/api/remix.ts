import { z } from 'zod';
import { DEFAULT_TARGET_AUDIENCE, targetAudienceSchema } from '../enums.js';
import {
  categorizedPromptSchema,
  characterMatchSchema,
  characterSlotSchema,
} from './categorize.js';
import { gameIdSchema, gameSchema } from './game.js';

/** Most remixes one page of GET /api/games/{gameId}/remixes holds. */
export const REMIX_PAGE_MAX_SIZE = 50;

/** Query of GET /api/games/{gameId}/remixes (issue 14). Server-side: bad values are a 400. */
export const remixListQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(REMIX_PAGE_MAX_SIZE).default(12),
  /** As the feed: remixes for this audience and milder ones. */
  targetAudience: targetAudienceSchema.default(DEFAULT_TARGET_AUDIENCE),
});
export type RemixListQuery = z.infer<typeof remixListQuerySchema>;

/** GET /api/games/{gameId}/remixes: the game's visible remixes, newest first. */
export const remixListResponseSchema = z.object({
  items: z.array(gameSchema),
  hasNextPage: z.boolean(),
  /** Visible remixes in all pages. */
  total: z.number().int().min(0),
});
export type RemixListResponse = z.infer<typeof remixListResponseSchema>;

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
