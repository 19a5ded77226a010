import type { AdminOgpOverview } from '@promptplay/contracts';
import { desc, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { games, playResults } from '../../db/schema.js';
import type { OgpRoundStatus } from './roundStatus.js';

const STATES: Record<keyof AdminOgpOverview['points'], OgpRoundStatus> = {
  held: 'held',
  queued: 'pending',
  sent: 'reported',
  failed: 'failed',
  expired: 'expired',
};

/** The operator's view of OGP: registered games, points per delivery state, last error. */
export async function ogpOverview(db: Database, configured: boolean): Promise<AdminOgpOverview> {
  const registered = await db
    .select({
      gameId: games.id,
      title: games.title,
      ogpGameId: sql<string>`${games.ogpGameId}`,
      registeredToOgp: games.registeredToOgp,
    })
    .from(games)
    .where(isNotNull(games.ogpGameId))
    .orderBy(desc(games.createdAt));
  const totals = await db
    .select({
      status: playResults.ogpStatus,
      rounds: sql<number>`count(*)::int`,
      points: sql<number>`coalesce(sum(${playResults.ogpPoints}), 0)::int`,
    })
    .from(playResults)
    .where(sql`${playResults.ogpStatus} <> 'none'`)
    .groupBy(playResults.ogpStatus);
  const [lastError] = await db
    .select({ message: playResults.ogpLastError })
    .from(playResults)
    .where(isNotNull(playResults.ogpLastError))
    .orderBy(desc(playResults.createdAt))
    .limit(1);
  const countOf = (status: OgpRoundStatus) => {
    const row = totals.find((each) => each.status === status);
    return { rounds: row?.rounds ?? 0, points: row?.points ?? 0 };
  };
  return {
    configured,
    games: registered,
    points: Object.fromEntries(
      Object.entries(STATES).map(([key, status]) => [key, countOf(status)]),
    ) as AdminOgpOverview['points'],
    lastError: lastError?.message ?? null,
  };
}
