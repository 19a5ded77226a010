import type { PlayResultRequest, PlayResultResponse } from '@promptplay/contracts';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/appError.js';
import type { VerifiedPlayer } from '../auth/accessTokens.js';
import { evidenceAtResult, isCountedPlay } from '../gameSessions/playCounting.js';
import { findSessionWithGame, recordResult } from '../gameSessions/queries.js';
import { SESSION_NOT_FOUND } from '../gameSessions/service.js';

/** Most OGP points one round can earn, whatever score it claims. */
export const OGP_MAX_POINTS_PER_ROUND = 1000;
/** A round shorter than this earns no OGP points (a tap on Replay is not a play). */
export const OGP_MIN_ROUND_MS = 3000;

/** Said when a result names another game than its session's. */
export const RESULT_GAME_MISMATCH = 'The result names another game than its session';

export interface PlayResultService {
  record(player: VerifiedPlayer, result: PlayResultRequest): Promise<PlayResultResponse>;
}

/** OGP points a round earns: its score, capped, for rounds long enough to be a play. */
export function ogpPointsFor(score: number, durationMs: number): number {
  if (durationMs < OGP_MIN_ROUND_MS) return 0;
  return Math.min(score, OGP_MAX_POINTS_PER_ROUND);
}

/**
 * Records finished rounds of the player's server-issued sessions (404 for a session that is
 * not theirs, 400 naming `gameId` when the result names another game). In one statement:
 * the round, the session's first result time (server clock) and, when the session is a play
 * by now (see playCounting), its counted play; a retried call writes only what is missing.
 *
 * A round of an OGP-registered game played by a signed-in player is queued for the points
 * reporter (the server reports points, never the browser); `onQueued` wakes it. The round
 * length that earns points is the client's, but never more than the server measured.
 */
export function createPlayResultService(
  db: Database,
  clock: Clock,
  onQueued: () => void,
): PlayResultService {
  return {
    async record(player, result) {
      const session = await findSessionWithGame(db, result.sessionId);
      if (!session || session.playerId !== player.playerId) {
        throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
      }
      if (session.gameId !== result.gameId) {
        throw new AppError('BAD_REQUEST', RESULT_GAME_MISMATCH, [
          { field: 'gameId', message: RESULT_GAME_MISMATCH },
        ]);
      }
      const now = clock.now();
      const evidence = evidenceAtResult(session, now, session.ownerId === player.playerId);
      const points = ogpPointsFor(
        result.score,
        Math.min(result.durationMs, evidence.resultAfterMs ?? 0),
      );
      const earnsPoints =
        player.authMethod === 'social' &&
        session.registeredToOgp &&
        session.ogpGameApiKey !== null &&
        points > 0;
      // A result reported after the end counts as reached at the end (its hour, its window).
      const reachedAt = session.endedAt && session.endedAt < now ? session.endedAt : now;
      const play = isCountedPlay(evidence)
        ? {
            sessionId: result.sessionId,
            playerId: player.playerId,
            gameId: result.gameId,
            countedAt: reachedAt,
          }
        : null;
      const recorded = await recordResult(
        db,
        {
          id: result.resultId,
          sessionId: result.sessionId,
          playerId: player.playerId,
          gameId: result.gameId,
          source: result.source,
          won: result.won,
          score: result.score,
          durationMs: result.durationMs,
          createdAt: now,
          ogpStatus: earnsPoints ? 'pending' : 'none',
          ogpPoints: earnsPoints ? points : 0,
        },
        play,
      );
      if (recorded && earnsPoints) onQueued();
      return { recorded };
    },
  };
}
