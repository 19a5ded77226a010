import {
  gameVersionsResponseSchema,
  refineResponseSchema,
  type GameVersionsResponse,
} from '@promptplay/contracts';
import type { ApiClient } from '../../lib/api/apiClient.js';

const gamePath = (gameId: string) => `/api/games/${encodeURIComponent(gameId)}`;

/** Asks for the next version of the player's game; answers the draft to watch. */
export async function requestRefine(api: ApiClient, gameId: string, prompt: string) {
  const answer = await api.request(`${gamePath(gameId)}/refine`, {
    method: 'POST',
    json: { prompt },
    schema: refineResponseSchema,
    requiresAuth: true,
    // A repeat could build (and spend) twice.
    retry: false,
  });
  return answer.draftId;
}

export function fetchVersions(
  api: ApiClient,
  gameId: string,
  signal?: AbortSignal,
): Promise<GameVersionsResponse> {
  return api.request(`${gamePath(gameId)}/versions`, {
    schema: gameVersionsResponseSchema,
    requiresAuth: true,
    signal,
  });
}

export function restoreVersion(
  api: ApiClient,
  gameId: string,
  version: number,
): Promise<GameVersionsResponse> {
  return api.request(`${gamePath(gameId)}/versions/${version}/restore`, {
    method: 'POST',
    schema: gameVersionsResponseSchema,
    requiresAuth: true,
  });
}
