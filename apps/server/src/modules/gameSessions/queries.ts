import type { GameSessionSource } from '@promptplay/contracts';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { preparedOnce } from '../../db/preparedOnce.js';
import { countedPlays, games, gameSessions, playResults } from '../../db/schema.js';
import { hourBucketOf } from './playCounting.js';

// Every statement here runs on each play (a storm of them during an event): all are prepared
// once per database (see preparedOnce), with placeholders for the values.
const placeholder = (name: string) => sql.placeholder(name);
/** A timestamp placeholder inside raw SQL (values there are passed as ISO text). */
const instantPlaceholder = (name: string) => sql`${placeholder(name)}::timestamptz`;

export interface NewSession {
  id: string;
  playerId: string;
  gameId: string;
  source: GameSessionSource;
  startedAt: Date;
}

const insertSessionStatement = preparedOnce((db) =>
  db
    .insert(gameSessions)
    // Insert-select writes every column in the table's order: keep this selection in it.
    .select((qb) =>
      qb
        .select({
          id: sql<string>`${placeholder('id')}::text`.as('id'),
          playerId: sql<string>`${placeholder('playerId')}::text`.as('player_id'),
          gameId: games.id,
          source: sql<string>`${placeholder('source')}::text`.as('source'),
          startedAt: sql<Date>`${instantPlaceholder('startedAt')}`.as('started_at'),
          firstResultAt: sql<Date | null>`null::timestamptz`.as('first_result_at'),
          endedAt: sql<Date | null>`null::timestamptz`.as('ended_at'),
        })
        .from(games)
        .where(
          and(
            eq(games.id, placeholder('gameId')),
            or(isNull(games.hiddenAt), eq(games.createdBy, placeholder('playerId'))),
          ),
        ),
    )
    .returning({ id: gameSessions.id })
    .prepare('game_sessions_insert'),
);

/**
 * Inserts the session in one statement, if its game exists and is not hidden (an owner may
 * still open their own hidden game). False when there is no such game.
 */
export async function insertSession(db: Database, session: NewSession): Promise<boolean> {
  const rows = await insertSessionStatement(db).execute({
    ...session,
    startedAt: session.startedAt.toISOString(),
  });
  return rows.length > 0;
}

const findSessionStatement = preparedOnce((db) =>
  db
    .select({
      playerId: gameSessions.playerId,
      gameId: gameSessions.gameId,
      startedAt: gameSessions.startedAt,
      firstResultAt: gameSessions.firstResultAt,
      endedAt: gameSessions.endedAt,
      ownerId: games.createdBy,
      genre: games.genre,
      registeredToOgp: games.registeredToOgp,
      ogpGameApiKey: games.ogpGameApiKey,
    })
    .from(gameSessions)
    .innerJoin(games, eq(games.id, gameSessions.gameId))
    .where(eq(gameSessions.id, placeholder('sessionId')))
    .prepare('game_sessions_find'),
);

/** A session with its game's owner and OGP registration (what a result and an end need). */
export async function findSessionWithGame(db: Database, sessionId: string) {
  const rows = await findSessionStatement(db).execute({ sessionId });
  return rows[0] ?? null;
}

export interface PlayToCount {
  sessionId: string;
  playerId: string;
  gameId: string;
  countedAt: Date;
}

/** The placeholder values of `countingCtes`. */
const countingValues = (play: PlayToCount) => ({
  ...play,
  hourBucket: hourBucketOf(play.countedAt),
});

/**
 * The two halves of counting a play, as CTEs of one statement: the counted_plays row (at
 * most one per player, game and hour bucket, and one per session) and the game's
 * plays_count + 1 for exactly the row inserted. One statement commits both or neither, so
 * concurrent calls and a process killed mid-way never lose or double a play.
 */
function countingCtes(db: Database) {
  const counted = db.$with('counted').as(
    db
      .insert(countedPlays)
      .values({
        playerId: placeholder('playerId'),
        gameId: placeholder('gameId'),
        hourBucket: placeholder('hourBucket'),
        sessionId: placeholder('sessionId'),
        countedAt: placeholder('countedAt'),
      })
      .onConflictDoNothing()
      .returning({ gameId: countedPlays.gameId }),
  );
  const bumped = db.$with('bumped').as(
    db
      .update(games)
      .set({ playsCount: sql`${games.playsCount} + 1` })
      .where(inArray(games.id, db.select({ gameId: counted.gameId }).from(counted)))
      .returning({ id: games.id }),
  );
  return [counted, bumped] as const;
}

/** Whether the session was a counted play before this statement (its snapshot). */
const wasCountedBefore = sql<boolean>`exists (select 1 from ${countedPlays} where ${countedPlays.sessionId} = ${placeholder('sessionId')})`;

const endStatements = preparedOnce((db) => {
  const ended = db.$with('ended').as(
    db
      .update(gameSessions)
      .set({ endedAt: sql`coalesce(${gameSessions.endedAt}, ${instantPlaceholder('endedAt')})` })
      .where(eq(gameSessions.id, placeholder('sessionId')))
      .returning({ id: gameSessions.id }),
  );
  const [counted, bumped] = countingCtes(db);
  return {
    endOnly: db
      .with(ended)
      .select({ countedBefore: wasCountedBefore })
      .from(ended)
      .prepare('game_sessions_end'),
    endAndCount: db
      .with(ended, counted, bumped)
      .select({
        countedBefore: wasCountedBefore,
        countedNow: sql<number>`(select count(*) from ${bumped})`.mapWith(Number),
      })
      .from(ended)
      .prepare('game_sessions_end_count'),
  };
});

/**
 * Ends the session at `endedAt` (an earlier end is kept) and, given `play`, counts it, in one
 * statement (one commit per end). True when the session is a counted play, by this call or
 * an earlier one.
 */
export async function endSessionAndCount(
  db: Database,
  sessionId: string,
  endedAt: Date,
  play: PlayToCount | null,
): Promise<boolean> {
  const statements = endStatements(db);
  const at = endedAt.toISOString();
  if (!play) {
    const [row] = await statements.endOnly.execute({ sessionId, endedAt: at });
    return row?.countedBefore ?? false;
  }
  const [row] = await statements.endAndCount.execute({
    ...countingValues(play),
    endedAt: at,
  });
  return (row?.countedNow ?? 0) > 0 || (row?.countedBefore ?? false);
}

export type NewPlayResult = Omit<
  typeof playResults.$inferInsert,
  'ogpAttempts' | 'ogpNextAttemptAt'
> & {
  createdAt: Date;
  ogpPoints: number;
};

const resultStatements = preparedOnce((db) => {
  const inserted = db.$with('inserted_result').as(
    db
      .insert(playResults)
      .values({
        id: placeholder('resultId'),
        sessionId: placeholder('sessionId'),
        playerId: placeholder('playerId'),
        gameId: placeholder('gameId'),
        source: placeholder('source'),
        won: placeholder('won'),
        score: placeholder('score'),
        durationMs: placeholder('durationMs'),
        createdAt: placeholder('createdAt'),
        ogpStatus: placeholder('ogpStatus'),
        ogpPoints: placeholder('ogpPoints'),
      })
      .onConflictDoNothing()
      .returning({ id: playResults.id }),
  );
  const firstResult = db.$with('first_result').as(
    db
      .update(gameSessions)
      .set({
        firstResultAt: sql`coalesce(${gameSessions.firstResultAt}, ${instantPlaceholder('resultAt')})`,
      })
      .where(eq(gameSessions.id, placeholder('sessionId')))
      .returning({ id: gameSessions.id }),
  );
  const [counted, bumped] = countingCtes(db);
  return {
    roundOnly: db
      .with(inserted, firstResult)
      .select({ id: inserted.id })
      .from(inserted)
      .prepare('play_results_record'),
    roundAndCount: db
      .with(inserted, firstResult, counted, bumped)
      .select({ id: inserted.id })
      .from(inserted)
      .prepare('play_results_record_count'),
  };
});

/**
 * Writes one round of a session, the session's first result time (later rounds keep it)
 * and, given `play` (of the same session), its counted play, in one statement. True when
 * the round is new (a retried call with the same result id writes only what is missing).
 */
export async function recordResult(
  db: Database,
  round: NewPlayResult,
  play: PlayToCount | null,
): Promise<boolean> {
  const statements = resultStatements(db);
  const values = {
    ...round,
    resultId: round.id,
    resultAt: round.createdAt.toISOString(),
  };
  const rows = play
    ? await statements.roundAndCount.execute({ ...values, ...countingValues(play) })
    : await statements.roundOnly.execute(values);
  return rows.length > 0;
}

const isCountedStatement = preparedOnce((db) =>
  db
    .select({ sessionId: countedPlays.sessionId })
    .from(countedPlays)
    .where(eq(countedPlays.sessionId, placeholder('sessionId')))
    .prepare('counted_plays_by_session'),
);

/** Whether the session is a counted play (by any call). */
export async function isSessionCounted(db: Database, sessionId: string): Promise<boolean> {
  return (await isCountedStatement(db).execute({ sessionId })).length > 0;
}
