import {
  CONSTANTS,
  feedGameResponseSchema,
  feedPageSchema,
  type FeedPage,
  type FeedSort,
  type Game,
  type TargetAudience,
} from '@promptplay/contracts';
import type { ApiClient } from '../../lib/api/apiClient.js';

export interface FeedPageRequest {
  sort: FeedSort;
  targetAudience: TargetAudience;
  pageNumber: number;
  pageSize?: number;
}

export function fetchFeedPage(
  api: ApiClient,
  request: FeedPageRequest,
  signal?: AbortSignal,
): Promise<FeedPage> {
  return api.request(`/api/game-feeds/${request.sort}`, {
    schema: feedPageSchema,
    query: {
      pageNumber: request.pageNumber,
      pageSize: request.pageSize ?? CONSTANTS.FEED_INITIAL_PAGE_SIZE,
      targetAudience: request.targetAudience,
    },
    signal,
  });
}

export function fetchGame(api: ApiClient, gameId: string, signal?: AbortSignal): Promise<Game> {
  return api.request(`/api/game-feeds/${encodeURIComponent(gameId)}`, {
    schema: feedGameResponseSchema,
    signal,
  });
}
