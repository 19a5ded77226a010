/** A session that lasted this long (start → end, server clock) is a play. */
export const PLAY_MIN_SESSION_MS = 10_000;
/** A session that reached a result this long after its start is a play. */
export const PLAY_MIN_RESULT_MS = 3_000;
/** A player adds at most one counted play per game in each such bucket (a UTC hour). */
export const PLAY_BUCKET_MS = 60 * 60 * 1000;

/** A session's instants, all taken from the server clock. */
export interface SessionTimeline {
  startedAt: Date;
  /** The first result's arrival; null before any. */
  firstResultAt: Date | null;
  /** The end call's arrival (Back to feed); null while it is open. */
  endedAt: Date | null;
}

/** What the server knows about a session when it decides whether it is a play. */
export interface PlayEvidence {
  /** Milliseconds from start to end; null while the session is open. */
  lastedMs: number | null;
  /** Milliseconds from start to a result, never past the end; null without a result. */
  resultAfterMs: number | null;
  /** Owners playing their own game never add to its plays. */
  isOwnGame: boolean;
}

/**
 * Whether a session is one play: it lasted at least 10 s, or reached a result at least 3 s
 * after it started; never an owner's play of their own game. (At most one per player, game
 * and hour is the database's primary key, not this rule.)
 *
 * @example isCountedPlay({ lastedMs: 12_000, resultAfterMs: null, isOwnGame: false }) // true
 */
export function isCountedPlay(evidence: PlayEvidence): boolean {
  if (evidence.isOwnGame) return false;
  const lastedLongEnough = evidence.lastedMs !== null && evidence.lastedMs >= PLAY_MIN_SESSION_MS;
  const resultLateEnough =
    evidence.resultAfterMs !== null && evidence.resultAfterMs >= PLAY_MIN_RESULT_MS;
  return lastedLongEnough || resultLateEnough;
}

const msBetween = (from: Date, to: Date) => to.getTime() - from.getTime();
/** The earlier instant; a result reported after the end is taken as reached at the end. */
const cappedAtEnd = (at: Date, endedAt: Date | null) =>
  endedAt && endedAt.getTime() < at.getTime() ? endedAt : at;

/**
 * The evidence when a result arrives at `resultAt`: that result's time, capped at the end
 * (a session ended after 2 s cannot reach a result after 3 s by reporting it late).
 */
export function evidenceAtResult(
  session: SessionTimeline,
  resultAt: Date,
  isOwnGame: boolean,
): PlayEvidence {
  return {
    lastedMs: session.endedAt ? msBetween(session.startedAt, session.endedAt) : null,
    resultAfterMs: msBetween(session.startedAt, cappedAtEnd(resultAt, session.endedAt)),
    isOwnGame,
  };
}

/**
 * The evidence once the session ended (`endedAt` set): its length, and its first result (so
 * a result of ≥ 3 s that was not counted when it arrived, e.g. the process died, counts now).
 */
export function evidenceAtEnd(
  session: SessionTimeline & { endedAt: Date },
  isOwnGame: boolean,
): PlayEvidence {
  const { startedAt, firstResultAt, endedAt } = session;
  return {
    lastedMs: msBetween(startedAt, endedAt),
    resultAfterMs: firstResultAt ? msBetween(startedAt, cappedAtEnd(firstResultAt, endedAt)) : null,
    isOwnGame,
  };
}

/**
 * The hour bucket a play counted at `instant` falls in: the start of its UTC hour (computed
 * here, not with SQL's date_trunc, which follows the connection's time zone).
 *
 * @example hourBucketOf(new Date('2025-06-01T10:59:59Z')) // 2025-06-01T10:00:00Z
 */
export function hourBucketOf(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / PLAY_BUCKET_MS) * PLAY_BUCKET_MS);
}
