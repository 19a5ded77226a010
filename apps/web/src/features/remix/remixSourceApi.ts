import { remixSourceSchema, type RemixSource } from '@promptplay/contracts';
import type { ApiClient } from '../../lib/api/apiClient.js';

// Apart from remixApi.ts: the remix source is zod classic (its categorized fields), read by
// the create modal's chunk only; the remixes list is on the first view (README "First view
// and deep pages").

/** The prompt and categorized fields a remix of the game starts from. */
export function fetchRemixSource(
  api: ApiClient,
  gameId: string,
  signal?: AbortSignal,
): Promise<RemixSource> {
  return api.request(`/api/games/${encodeURIComponent(gameId)}/remix-source`, {
    schema: remixSourceSchema,
    requiresAuth: true,
    signal,
  });
}
