import { z } from 'zod/mini';
import { DEFAULT_TARGET_AUDIENCE } from '../enumLists.js';
import { targetAudienceMiniSchema } from '../enumsMini.js';
import { gameSchema } from './game.js';

// zod/mini, apart from remix.ts (its remix source is zod classic): a shared link's modal lists
// the game's remixes on its first view (README "First view and deep pages").

/** Most remixes one page of GET /api/games/{gameId}/remixes holds. */
export const REMIX_PAGE_MAX_SIZE = 50;

/** Query of GET /api/games/{gameId}/remixes (issue 14). Server-side: bad values are a 400. */
export const remixListQuerySchema = z.object({
  pageNumber: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  pageSize: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(REMIX_PAGE_MAX_SIZE)),
    12,
  ),
  /** As the feed: remixes for this audience and milder ones. */
  targetAudience: z._default(targetAudienceMiniSchema, DEFAULT_TARGET_AUDIENCE),
});
export type RemixListQuery = z.infer<typeof remixListQuerySchema>;

/** GET /api/games/{gameId}/remixes: the game's visible remixes, newest first. */
export const remixListResponseSchema = z.object({
  items: z.array(gameSchema),
  hasNextPage: z.boolean(),
  /** Visible remixes in all pages. */
  total: z.int().check(z.minimum(0)),
});
export type RemixListResponse = z.infer<typeof remixListResponseSchema>;
