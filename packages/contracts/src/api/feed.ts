import { z } from 'zod';
import { DEFAULT_TARGET_AUDIENCE, targetAudienceSchema } from '../enums.js';
import { FEED_INITIAL_PAGE_SIZE, FEED_MAX_PAGE_SIZE } from '../constants.js';
import { gameSchema } from './game.js';

/** Query of GET /api/game-feeds/latest and /topRated. Server-side: strict (bad values are a 400). */
export const feedQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(FEED_MAX_PAGE_SIZE).default(FEED_INITIAL_PAGE_SIZE),
  targetAudience: targetAudienceSchema.default(DEFAULT_TARGET_AUDIENCE),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

export const feedPageSchema = z.object({
  items: z.array(gameSchema),
  currentPage: z.number().int().min(1),
  hasNextPage: z.boolean(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

/** GET /api/game-feeds/{gameId}: the OGP fields of one game (spec §7) plus the feed item. */
export const feedGameResponseSchema = gameSchema;
export type FeedGameResponse = z.infer<typeof feedGameResponseSchema>;
