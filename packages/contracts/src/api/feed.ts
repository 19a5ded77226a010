import { z } from 'zod/mini';
import { DEFAULT_TARGET_AUDIENCE } from '../enumLists.js';
import { targetAudienceMiniSchema } from '../enumsMini.js';
import { FEED_INITIAL_PAGE_SIZE, FEED_MAX_PAGE_SIZE } from '../constants.js';
import { gameSchema } from './game.js';

// zod/mini: the feed page is the first view's data (README "First view and deep pages").

/** Query of GET /api/game-feeds/latest and /topRated. Server-side: strict (bad values are a 400). */
export const feedQuerySchema = z.object({
  pageNumber: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  pageSize: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(FEED_MAX_PAGE_SIZE)),
    FEED_INITIAL_PAGE_SIZE,
  ),
  targetAudience: z._default(targetAudienceMiniSchema, DEFAULT_TARGET_AUDIENCE),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

export const feedPageSchema = z.object({
  items: z.array(gameSchema),
  currentPage: z.int().check(z.minimum(1)),
  hasNextPage: z.boolean(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

/** GET /api/game-feeds/{gameId}: the OGP fields of one game (spec §7) plus the feed item. */
export const feedGameResponseSchema = gameSchema;
export type FeedGameResponse = z.infer<typeof feedGameResponseSchema>;
