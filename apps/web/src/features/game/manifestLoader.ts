import { MESSAGES, validateGameManifest, type GameManifest } from '@promptplay/contracts';
import { z } from 'zod/mini';
import type { ApiClient } from '../../lib/api/apiClient.js';
import { ApiError } from '../../lib/api/errors.js';
import { GameLoadError } from './gameLoadError.js';

export const GAME_MANIFEST_PATH = '/game-manifest.json';

/** Fetches and checks the runtime build manifest (spec §5, §8 texts on failure). */
export async function loadGameManifest(api: ApiClient): Promise<GameManifest> {
  let json: unknown;
  try {
    json = await api.request(GAME_MANIFEST_PATH, { schema: z.unknown() });
  } catch (error) {
    if (error instanceof ApiError) {
      throw new GameLoadError(MESSAGES.gameConfigurationError(error.status ?? 0, error.message), {
        cause: error,
      });
    }
    throw error;
  }
  const validation = validateGameManifest(json);
  if (!validation.ok) throw new GameLoadError(validation.error);
  return validation.manifest;
}
