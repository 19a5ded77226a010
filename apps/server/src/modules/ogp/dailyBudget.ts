import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.js';
import { ogpDailyPoints } from '../../db/schema.js';
import type { OgpCaps } from './ogpClient.js';
import { utcDayOf } from './utcDay.js';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Grants one round of `playerId` in `gameId` what the day's caps leave of `points`: 0 once
 * the player had `maxSessionsPerDay` paying rounds that UTC day, and never past
 * `maxCumulativePointsPerDay`. One row update decides it, so concurrent rounds cannot both
 * take the last points.
 */
export async function grantDailyPoints(
  db: DatabaseOrTransaction,
  round: { playerId: string; gameId: string; at: Date; points: number },
  caps: OgpCaps,
): Promise<number> {
  const day = utcDayOf(round.at);
  await db
    .insert(ogpDailyPoints)
    .values({ playerId: round.playerId, gameId: round.gameId, day })
    .onConflictDoNothing();
  const granted = rowsOf<{ last_granted: number }>(
    await db.execute(sql`
      update ${ogpDailyPoints}
      set last_granted = least(${caps.maxCumulativePointsPerDay} - points, ${round.points}),
        points = points + least(${caps.maxCumulativePointsPerDay} - points, ${round.points}),
        rounds = rounds + 1
      where player_id = ${round.playerId} and game_id = ${round.gameId} and day = ${day}
        and rounds < ${caps.maxSessionsPerDay} and points < ${caps.maxCumulativePointsPerDay}
      returning last_granted`),
  );
  return granted[0]?.last_granted ?? 0;
}
