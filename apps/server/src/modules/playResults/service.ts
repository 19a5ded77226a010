import type { PlayResultRequest, PlayResultResponse } from '@promptplay/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { games, playResults } from '../../db/schema.js';
import { AppError } from '../../errors/appError.js';
import type { VerifiedPlayer } from '../auth/accessTokens.js';

/** Most OGP points one round can earn, whatever score it claims. */
export const OGP_MAX_POINTS_PER_ROUND = 1000;
/** A round shorter than this earns no OGP points (a tap on Replay is not a play). */
export const OGP_MIN_ROUND_MS = 3000;

export interface PlayResultService {
  record(player: VerifiedPlayer, result: PlayResultRequest): Promise<PlayResultResponse>;
}

/** OGP points a round earns: its score, capped, for rounds long enough to be a play. */
export function ogpPointsFor(score: number, durationMs: number): number {
  if (durationMs < OGP_MIN_ROUND_MS) return 0;
  return Math.min(score, OGP_MAX_POINTS_PER_ROUND);
}

/**
 * Records finished rounds. A round of an OGP-registered game played by a signed-in player is
 * queued for the points reporter (the server reports points, never the browser); `onQueued`
 * wakes it.
 */
export function createPlayResultService(db: Database, onQueued: () => void): PlayResultService {
  return {
    async record(player, result) {
      const [game] = await db
        .select({ registeredToOgp: games.registeredToOgp, ogpGameApiKey: games.ogpGameApiKey })
        .from(games)
        .where(eq(games.id, result.gameId));
      if (!game) throw new AppError('NOT_FOUND', 'Game not found');
      const points = ogpPointsFor(result.score, result.durationMs);
      const earnsPoints =
        player.authMethod === 'social' &&
        game.registeredToOgp &&
        game.ogpGameApiKey !== null &&
        points > 0;
      const inserted = await db
        .insert(playResults)
        .values({
          id: result.resultId,
          sessionId: result.sessionId,
          playerId: player.playerId,
          gameId: result.gameId,
          source: result.source,
          won: result.won,
          score: result.score,
          durationMs: result.durationMs,
          ogpStatus: earnsPoints ? 'pending' : 'none',
          ogpPoints: earnsPoints ? points : 0,
        })
        .onConflictDoNothing()
        .returning({ id: playResults.id });
      if (inserted.length === 0) return { recorded: false };
      // A play is a session: its first recorded round counts it, replays do not.
      await db.execute(sql`
        update ${games} set plays_count = plays_count + 1
        where id = ${result.gameId} and not exists (
          select 1 from ${playResults}
          where session_id = ${result.sessionId} and id <> ${result.resultId})`);
      if (earnsPoints) onQueued();
      return { recorded: true };
    },
  };
}
