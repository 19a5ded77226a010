import {
  adConfigSchema,
  checkAdResponseSchema,
  DEFAULT_TARGET_AUDIENCE,
  feedPageSchema,
  type AdConfig,
  type FeedPage,
} from '@promptplay/contracts';
import type { ApiClient } from '../../lib/api/apiClient.js';

/**
 * How long the ad calls may take before the play goes on without them. They run while the
 * player waits for their game, so they are short and never retried.
 */
const AD_CALL_TIMEOUT_MS = 3_000;

/** GET /api/ad-config: whether ads are on and which script, if any, fills the popup. */
export function fetchAdConfig(api: ApiClient): Promise<AdConfig> {
  return api.request('/api/ad-config', {
    schema: adConfigSchema,
    retry: false,
    timeoutMs: AD_CALL_TIMEOUT_MS,
  });
}

/** POST /api/player-profile/check-ad: the server's frequency policy for signed-in players. */
export async function checkAd(api: ApiClient): Promise<boolean> {
  const answer = await api.request('/api/player-profile/check-ad', {
    method: 'POST',
    schema: checkAdResponseSchema,
    requiresAuth: true,
    retry: false,
    timeoutMs: AD_CALL_TIMEOUT_MS,
  });
  return answer.shouldShowAd;
}

/** How many top-rated games the house ad looks at to find one to promote. */
export const HOUSE_AD_CANDIDATES = 6;

/** The first page of top-rated games for everyone, from which the house ad picks. */
export function fetchHouseAdGames(api: ApiClient, signal?: AbortSignal): Promise<FeedPage> {
  return api.request('/api/game-feeds/topRated', {
    schema: feedPageSchema,
    query: {
      pageNumber: 1,
      pageSize: HOUSE_AD_CANDIDATES,
      targetAudience: DEFAULT_TARGET_AUDIENCE,
    },
    retry: false,
    timeoutMs: AD_CALL_TIMEOUT_MS,
    signal,
  });
}
