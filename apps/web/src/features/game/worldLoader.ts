import { MESSAGES, parseWorldFile, type WorldFile } from '@promptplay/contracts';
import type { ApiClient } from '../../lib/api/apiClient.js';
import { GameLoadError } from './gameLoadError.js';
import { fetchWorldFile } from './worldFetch.js';

/** Checks a fetched world file against its genre's schema (spec §7). */
export function checkWorldFile(json: unknown): WorldFile {
  const parsed = parseWorldFile(json);
  if (!parsed.ok) throw new GameLoadError(MESSAGES.invalidGameDetails, { cause: parsed.error });
  return parsed.world;
}

/** Fetches and checks a game's world file (worldFetch.ts, then `checkWorldFile`). */
export async function loadWorldFile(api: ApiClient, gameId: string): Promise<WorldFile> {
  return checkWorldFile(await fetchWorldFile(api, gameId));
}
