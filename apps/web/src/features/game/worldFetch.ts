import { MESSAGES, validateGameId } from '@promptplay/contracts';
import { z } from 'zod/mini';
import type { ApiClient } from '../../lib/api/apiClient.js';
import { ApiError } from '../../lib/api/errors.js';
import { GameLoadError } from './gameLoadError.js';

export function worldFilePath(gameId: string): string {
  return `/worlds/${gameId}.json`;
}

export function legacyWorldFilePath(gameId: string): string {
  return `/worlds/1.0/${gameId}.json`;
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

async function fetchWorldJson(api: ApiClient, gameId: string): Promise<unknown> {
  try {
    // The current version changes when its owner refines the game (issue 14), and browsers
    // may hold a copy served as immutable before that: always ask the server.
    return await api.request(worldFilePath(gameId), { schema: z.unknown(), cache: 'no-cache' });
  } catch (error) {
    if (!isNotFound(error)) throw error;
    return api.request(legacyWorldFilePath(gameId), { schema: z.unknown() });
  }
}

/**
 * Fetches a game's world file, unchecked (spec §7): `/worlds/{id}.json`, falling back to
 * `/worlds/1.0/{id}.json`; a 404 on both is 'Game not found. Please check the game ID.' Kept
 * apart from the check (worldLoader.ts, classic zod, a chunk of its own) so the request starts
 * at once while that chunk downloads (README "First view and deep pages").
 */
export async function fetchWorldFile(api: ApiClient, gameId: string): Promise<unknown> {
  if (!validateGameId(gameId)) throw new GameLoadError(MESSAGES.gameNotFound);
  try {
    return await fetchWorldJson(api, gameId);
  } catch (error) {
    if (isNotFound(error)) throw new GameLoadError(MESSAGES.gameNotFound, { cause: error });
    throw new GameLoadError(MESSAGES.failedToLoadGameDetails, { cause: error });
  }
}
