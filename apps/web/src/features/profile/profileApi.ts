import {
  hasLoggedInResponseSchema,
  myGamesResponseSchema,
  ogpRegisterGameResponseSchema,
  playerProfileSchema,
  type Game,
  type OgpRegisterGameResponse,
  type PlayerProfile,
} from '@promptplay/contracts';
import { z } from 'zod/mini';
import type { ApiClient } from '../../lib/api/apiClient.js';

/** The profile, my-games and OGP calls of spec §7; all need the player's bearer token. */
export function fetchPlayerProfile(api: ApiClient, signal?: AbortSignal): Promise<PlayerProfile> {
  return api.request('/api/player-profile', {
    schema: playerProfileSchema,
    requiresAuth: true,
    signal,
  });
}

/** Renames the player; the server answers the updated profile or 400 with field errors. */
export function renamePlayer(api: ApiClient, name: string): Promise<PlayerProfile> {
  return api.request('/api/player-profile', {
    method: 'PUT',
    schema: playerProfileSchema,
    json: { Name: name },
    requiresAuth: true,
    // A refused name stays refused; a lost answer is safe to repeat by hand.
    retry: false,
  });
}

export async function fetchMyGames(api: ApiClient, signal?: AbortSignal): Promise<Game[]> {
  const answer = await api.request('/api/my-games', {
    schema: myGamesResponseSchema,
    requiresAuth: true,
    signal,
  });
  return answer.games;
}

export async function fetchHasEverLoggedIn(api: ApiClient, signal?: AbortSignal): Promise<boolean> {
  const answer = await api.request('/api/ogp/has-logged-in', {
    schema: hasLoggedInResponseSchema,
    requiresAuth: true,
    // The login prompt is a nudge: it must never hold anything up.
    retry: false,
    signal,
  });
  return answer.hasEverLoggedIn;
}

export function registerGameWithOgp(
  api: ApiClient,
  gameId: string,
): Promise<OgpRegisterGameResponse> {
  return api.request('/api/player-profile/ogp/register-game', {
    method: 'POST',
    schema: ogpRegisterGameResponseSchema,
    json: { gameId },
    requiresAuth: true,
    // 503 NOT_CONFIGURED is an answer, not an outage: no retries.
    retry: false,
  });
}

export function updateGameOnOgp(api: ApiClient, gameId: string): Promise<OgpRegisterGameResponse> {
  return api.request('/api/player-profile/ogp/update-game', {
    method: 'POST',
    schema: ogpRegisterGameResponseSchema,
    json: { gameId },
    requiresAuth: true,
    retry: false,
  });
}

/** The answer's body is not specified (spec §7); anything the server sends is accepted. */
const anyAnswerSchema = z.unknown();

export async function updateOgpStatus(
  api: ApiClient,
  gameId: string,
  registeredToOgp: boolean,
): Promise<void> {
  await api.request('/api/my-games/update-ogp-status', {
    method: 'POST',
    schema: anyAnswerSchema,
    json: { gameId, registeredToOgp },
    requiresAuth: true,
  });
}
