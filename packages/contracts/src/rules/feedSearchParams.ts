import { DEFAULT_TARGET_AUDIENCE, type FeedSort, type TargetAudience } from '../enumLists.js';
// zod/mini: the home page reads them on its first view (README "First view and deep pages").
import { feedSortMiniSchema, targetAudienceMiniSchema } from '../enumsMini.js';

/** Anything with URLSearchParams' `get`, so this stays free of DOM types. */
export type SearchParamsLike = { get(name: string): string | null };

export type FeedSearchParams = { targetAudience: TargetAudience; sort: FeedSort };

export const DEFAULT_FEED_SORT: FeedSort = 'latest';

/**
 * Reads the home page's `target_audience` and `sort` query params (spec §5). Unknown or
 * missing values fall back to 'family' and 'latest' instead of failing: it is a URL.
 *
 * @example parseFeedSearchParams(new URLSearchParams('sort=topRated&target_audience=x'))
 * // { targetAudience: 'family', sort: 'topRated' }
 */
export function parseFeedSearchParams(params: SearchParamsLike): FeedSearchParams {
  const audience = targetAudienceMiniSchema.safeParse(params.get('target_audience'));
  const sort = feedSortMiniSchema.safeParse(params.get('sort'));
  return {
    targetAudience: audience.success ? audience.data : DEFAULT_TARGET_AUDIENCE,
    sort: sort.success ? sort.data : DEFAULT_FEED_SORT,
  };
}
