import { remixListResponseSchema, type RemixListResponse } from '@promptplay/contracts';
import type { ApiClient } from '../../lib/api/apiClient.js';

/** Remixes shown per page of a game's Remixes list. */
export const REMIXES_PAGE_SIZE = 6;

export function fetchRemixes(
  api: ApiClient,
  gameId: string,
  pageNumber: number,
  signal?: AbortSignal,
): Promise<RemixListResponse> {
  return api.request(`/api/games/${encodeURIComponent(gameId)}/remixes`, {
    schema: remixListResponseSchema,
    query: { pageNumber, pageSize: REMIXES_PAGE_SIZE },
    signal,
  });
}
