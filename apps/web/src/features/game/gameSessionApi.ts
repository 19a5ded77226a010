import {
  endGameSessionResponseSchema,
  startGameSessionResponseSchema,
  type GameSessionSource,
} from '@promptplay/contracts';
import type { ApiClient } from '../../lib/api/apiClient.js';
import type { GameSessionServer } from '../../lib/analytics/gameSession.js';

export const GAME_SESSIONS_PATH = '/api/game-sessions';
export const endGameSessionPath = (sessionId: string) =>
  `${GAME_SESSIONS_PATH}/${encodeURIComponent(sessionId)}/end`;

/**
 * Game sessions as a server resource (issue 9): a start answers the id the result and the end
 * name; the server measures the duration and decides whether the play counts. Guests too.
 * Neither call ever troubles the player: a failed start leaves the play uncounted, no more.
 */
export function createGameSessionServer(api: ApiClient): GameSessionServer {
  return {
    async start(gameId: string, source: GameSessionSource) {
      try {
        const answer = await api.request(GAME_SESSIONS_PATH, {
          method: 'POST',
          json: { gameId, source },
          schema: startGameSessionResponseSchema,
          requiresAuth: true,
        });
        return answer.sessionId;
      } catch {
        return null;
      }
    },
    end(sessionId: string) {
      // keepalive: Back to feed may be followed at once by the page closing.
      void api
        .request(endGameSessionPath(sessionId), {
          method: 'POST',
          schema: endGameSessionResponseSchema,
          requiresAuth: true,
          retry: false,
          keepalive: true,
        })
        .catch(() => undefined);
    },
  };
}
