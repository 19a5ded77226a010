import { InteractionType, likeStatusSchema, type LikeStatus } from '@promptplay/contracts';
import type { ApiClient } from '../../lib/api/apiClient.js';

/** GET /api/player-interactions/game/{gameId} (spec §7), with the player's token when there is one. */
export function fetchLikeStatus(
  api: ApiClient,
  gameId: string,
  accessToken: string | null,
  signal?: AbortSignal,
): Promise<LikeStatus> {
  return api.request(`/api/player-interactions/game/${encodeURIComponent(gameId)}`, {
    schema: likeStatusSchema,
    // Only a read: a refused token must not reset auth here (the status falls back instead).
    bearerToken: accessToken ?? undefined,
    signal,
  });
}

/** Likes or unlikes a game (POST /api/player-interactions/add or /remove). */
export function setGameLiked(
  api: ApiClient,
  gameId: string,
  isLiked: boolean,
): Promise<LikeStatus> {
  return api.request(`/api/player-interactions/${isLiked ? 'add' : 'remove'}`, {
    method: 'POST',
    schema: likeStatusSchema,
    json: { gameId, interactionType: InteractionType.Like },
    requiresAuth: true,
  });
}
