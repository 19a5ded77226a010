import type { PlayResultRequest, PlayResultResponse } from '@promptplay/contracts';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { playResults } from '../../db/schema.js';
import { AppError } from '../../errors/appError.js';
import type { VerifiedPlayer } from '../auth/accessTokens.js';
import { evidenceAtResult, isCountedPlay } from '../gameSessions/playCounting.js';
import { findSessionWithGame, recordResult } from '../gameSessions/queries.js';
import { SESSION_NOT_FOUND } from '../gameSessions/service.js';
import { grantDailyPoints } from '../ogp/dailyBudget.js';
import type { OgpCaps } from '../ogp/ogpClient.js';
import { capsForGenre, type OgpCapSettings } from '../ogp/ogpRules.js';

/** A round shorter than this earns no OGP points (a tap on Replay is not a play). */
export const OGP_MIN_ROUND_MS = 3000;

/** Said when a result names another game than its session's. */
export const RESULT_GAME_MISMATCH = 'The result names another game than its session';

export interface PlayResultService {
  record(player: VerifiedPlayer, result: PlayResultRequest): Promise<PlayResultResponse>;
}

/**
 * OGP points a round earns before the daily caps: its score up to the game's
 * `maxScorePerSession` (its genre's highest round score), for rounds long enough to be a play.
 */
export function ogpPointsFor(score: number, durationMs: number, caps: OgpCaps): number {
  if (durationMs < OGP_MIN_ROUND_MS) return 0;
  return Math.min(score, caps.maxScorePerSession);
}

/**
 * Records finished rounds of the player's server-issued sessions (404 for a session that is
 * not theirs, 400 naming `gameId` when the result names another game). In one statement:
 * the round, the session's first result time (server clock) and, when the session is a play
 * by now (see playCounting), its counted play; a retried call writes only what is missing.
 *
 * A round of an OGP-registered game earns points within its genre's declared caps
 * (capsForGenre; per round, and per player, game and UTC day: dailyBudget.ts) and is queued
 * for the points reporter (the server reports points, never the browser): 'pending' for a
 * signed-in player, 'held' for a guest until it signs in. `onQueued` wakes the reporter. The
 * round length that earns points is the client's, but never more than the server measured.
 */
export function createPlayResultService(
  db: Database,
  clock: Clock,
  capSettings: OgpCapSettings,
  onQueued: () => void,
): PlayResultService {
  /** Takes the round's share of the day's caps and queues what it earned. */
  async function queuePoints(
    player: VerifiedPlayer,
    result: PlayResultRequest,
    points: number,
    caps: OgpCaps,
  ) {
    const granted = await db.transaction(async (tx) => {
      const share = await grantDailyPoints(
        tx,
        { playerId: player.playerId, gameId: result.gameId, at: clock.now(), points },
        caps,
      );
      if (share > 0) {
        await tx
          .update(playResults)
          .set({
            ogpStatus: player.authMethod === 'social' ? 'pending' : 'held',
            ogpPoints: share,
          })
          .where(eq(playResults.id, result.resultId));
      }
      return share;
    });
    if (granted > 0 && player.authMethod === 'social') onQueued();
  }

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
      const caps = capsForGenre(capSettings, session.genre);
      const points = ogpPointsFor(
        result.score,
        Math.min(result.durationMs, evidence.resultAfterMs ?? 0),
        caps,
      );
      const earnsPoints = session.registeredToOgp && session.ogpGameApiKey !== null && points > 0;
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
          // Queued below, once the daily caps granted its share.
          ogpStatus: 'none',
          ogpPoints: 0,
        },
        play,
      );
      if (recorded && earnsPoints) await queuePoints(player, result, points, caps);
      return { recorded };
    },
  };
}
