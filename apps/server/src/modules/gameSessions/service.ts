import { randomUUID } from 'node:crypto';
import {
  MESSAGES,
  type EndGameSessionResponse,
  type StartGameSessionRequest,
  type StartGameSessionResponse,
} from '@promptplay/contracts';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/appError.js';
import type { AdService } from '../ads/service.js';
import type { VerifiedPlayer } from '../auth/accessTokens.js';
import type { AppMetrics } from '../metrics/appMetrics.js';
import { evidenceAtEnd, isCountedPlay } from './playCounting.js';
import {
  endSessionAndCount,
  findSessionWithGame,
  insertSession,
  isSessionCounted,
} from './queries.js';

/** Said for a session id that is unknown or another player's (the same, so ids leak nothing). */
export const SESSION_NOT_FOUND = 'Game session not found';

export interface GameSessionService {
  /** A game starts: a server-issued session (404 for an unknown or hidden game). */
  start(
    player: VerifiedPlayer,
    request: StartGameSessionRequest,
  ): Promise<StartGameSessionResponse>;
  /**
   * Back to feed: ends the player's session (the first end counts; repeating it answers the
   * same) and counts it as a play if it is one. `counted`: the session is a counted play.
   */
  end(player: VerifiedPlayer, sessionId: string): Promise<EndGameSessionResponse>;
}

export interface GameSessionServiceDeps {
  db: Database;
  clock: Clock;
  ads: Pick<AdService, 'notePlayStarted'>;
  metrics?: Pick<AppMetrics, 'gameSessionsStarted' | 'playsCounted'>;
}

/** Game sessions (spec §3) as a server resource: durations come from the server clock only. */
export function createGameSessionService({
  db,
  clock,
  ads,
  metrics,
}: GameSessionServiceDeps): GameSessionService {
  return {
    async start(player, { gameId, source }) {
      const sessionId = randomUUID();
      const startedAt = clock.now();
      const created = await insertSession(db, {
        id: sessionId,
        playerId: player.playerId,
        gameId,
        source,
        startedAt,
      });
      if (!created) throw new AppError('NOT_FOUND', MESSAGES.gameNotFound);
      metrics?.gameSessionsStarted.inc({ source });
      await ads.notePlayStarted(player);
      return { sessionId, startTime: startedAt.toISOString() };
    },

    async end(player, sessionId) {
      const session = await findSessionWithGame(db, sessionId);
      if (!session || session.playerId !== player.playerId) {
        throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
      }
      // A repeated end keeps the first one's instant.
      const endedAt = session.endedAt ?? clock.now();
      const isOwnGame = session.ownerId === player.playerId;
      const isPlay = isCountedPlay(evidenceAtEnd({ ...session, endedAt }, isOwnGame));
      const play = isPlay
        ? { sessionId, playerId: player.playerId, gameId: session.gameId, countedAt: endedAt }
        : null;
      // A repeated end that is no play writes nothing.
      if (!session.endedAt || play) {
        const counted = await endSessionAndCount(db, sessionId, endedAt, play);
        // The first end decides; a repeated one finds the same evidence and counts nothing new.
        if (counted && !session.endedAt) metrics?.playsCounted.inc();
        return { counted };
      }
      return { counted: await isSessionCounted(db, sessionId) };
    },
  };
}
