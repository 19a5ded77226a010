import {
  remixListResponseSchema,
  remixSourceSchema,
  type RemixListResponse,
  type RemixSource,
} from '@promptplay/contracts';
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
