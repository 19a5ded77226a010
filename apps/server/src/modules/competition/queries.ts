import type { CompetitionEntry, GameGenre } from '@promptplay/contracts';
import { and, asc, count, desc, eq, gte, isNull, lt, max, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.js';
import { countedPlays, games, players } from '../../db/schema.js';

/** The live part of an event: entries are made, and plays score, in [startAt, endAt). */
export interface CompetitionWindow {
  startAt: Date;
  endAt: Date;
}

/** The genre of Week of Fight. */
export const COMPETITION_GENRE = 'FIGHTING' satisfies GameGenre;

/**
 * The competition's top `limit` entries: Fighting games made by social players in the
 * window and not hidden, scored by their counted plays in the window (0 included). Ranked
 * by score, then by who reached it first (the later play of the two came later), then games
 * without plays by age; the id makes the order total.
 */
export async function listCompetitionEntries(
  db: DatabaseOrTransaction,
  { startAt, endAt }: CompetitionWindow,
  limit: number,
): Promise<CompetitionEntry[]> {
  const score = count(countedPlays.sessionId);
  const reachedScoreAt = max(countedPlays.countedAt);
  return db
    .select({
      gameId: games.id,
      gameTitle: games.title,
      ownerPlayerId: players.id,
      ownerPlayerName: players.playerName,
      score,
    })
    .from(games)
    .innerJoin(players, eq(players.id, games.createdBy))
    .leftJoin(
      countedPlays,
      and(
        eq(countedPlays.gameId, games.id),
        gte(countedPlays.countedAt, startAt),
        lt(countedPlays.countedAt, endAt),
      ),
    )
    .where(
      and(
        eq(games.genre, COMPETITION_GENRE),
        eq(players.authMethod, 'social'),
        isNull(games.hiddenAt),
        gte(games.createdAt, startAt),
        lt(games.createdAt, endAt),
      ),
    )
    .groupBy(games.id, players.id)
    .orderBy(
      desc(score),
      sql`${reachedScoreAt} asc nulls last`,
      asc(games.createdAt),
      asc(games.id),
    )
    .limit(limit);
}
