import { playResultResponseSchema, type PlayResultRequest } from '@promptplay/contracts';
import type { ApiClient } from '../../lib/api/apiClient.js';

/**
 * Sends a finished round to the server, which counts the play and, for OGP-registered games,
 * reports the player's points itself. Retried by the API client (the result id makes a repeat
 * harmless); a round that still cannot be sent is dropped without troubling the player.
 */
export function reportPlayResult(api: ApiClient, result: PlayResultRequest): void {
  void api
    .request('/api/game-sessions/result', {
      method: 'POST',
      schema: playResultResponseSchema,
      json: result,
      requiresAuth: true,
    })
    .catch(() => undefined);
}
