import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { games, playResults, players } from '../../db/schema.js';
import { planRequests, type PlannedRound } from './batchPlan.js';
import { OgpRequestError, type OgpClient, type OgpPlayerPoints } from './ogpClient.js';
import { ogpIdentitySql } from './ogpIdentity.js';
import { createDatabaseSendGate, type OgpSendGate } from './sendSlots.js';
import { startOfUtcDay } from './utcDay.js';

export interface OgpPointsReporterOptions {
  db: Database;
  client: OgpClient;
  clock: Clock;
  log: {
    warn(details: object, message: string): void;
    info(details: object, message: string): void;
  };
  /** The request budget shared by every process (default: through the database). */
  gate?: OgpSendGate;
  /** Rounds claimed per pass. */
  claimSize?: number;
  /** Batch requests sent per claim; the rest of a claim is released for the next one. */
  requestsPerClaim?: number;
  /** Failed deliveries of one round before it is given up. */
  maxAttempts?: number;
  /** First retry delay; doubles with each failure (at least the API's Retry-After). */
  retryBaseMs?: number;
  /** How long a claimed round stays invisible to other reporters while it is being sent. */
  leaseMs?: number;
  /** Period of the background pass that picks up retries, held rounds and anything missed. */
  intervalMs?: number;
}

export interface FlushOutcome {
  reported: number;
  failed: number;
}

/** Delivers queued OGP points (play_results rows with ogp_status 'pending'). */
export interface OgpPointsReporter {
  /** Sends every due round now. */
  flush(): Promise<FlushOutcome>;
  /** Asks for a flush soon; many calls make one pass. */
  notify(): void;
  start(): void;
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

interface ClaimedRound extends PlannedRound {
  attempts: number;
  gameApiKey: string | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Reports players' OGP points from the server, one round per entry, under the identity
 * Play.fun resolves (ogpIdentity.ts). Rounds are claimed with FOR UPDATE SKIP LOCKED and a
 * lease, so several processes report side by side and a crashed one's claim expires; every
 * request takes a slot of the shared budget (sendSlots.ts); a request's rounds are marked
 * reported only after the API accepted them. 429 and 5xx are retried with backoff (at least
 * the Retry-After), other refusals fail the rounds. Held rounds (no identity yet) are
 * released once the player has one, and expire with their UTC day (the API's daily window).
 */
export function createOgpPointsReporter(options: OgpPointsReporterOptions): OgpPointsReporter {
  const { db, client, clock, log } = options;
  const gate = options.gate ?? createDatabaseSendGate(db);
  const claimSize = options.claimSize ?? 1000;
  const requestsPerClaim = options.requestsPerClaim ?? 30;
  const maxAttempts = options.maxAttempts ?? 6;
  const retryBaseMs = options.retryBaseMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 120_000;
  const intervalMs = options.intervalMs ?? 30_000;
  let running: Promise<FlushOutcome> | null = null;
  let isAgainRequested = false;
  let timer: ReturnType<typeof setInterval> | null = null;
  let soon: ReturnType<typeof setTimeout> | null = null;

  /** Held rounds of players who now have an identity go out; yesterday's expire. */
  async function settleHeld(): Promise<void> {
    const today = startOfUtcDay(clock.now());
    const expired = await db
      .update(playResults)
      .set({ ogpStatus: 'expired' })
      .where(and(eq(playResults.ogpStatus, 'held'), lt(playResults.createdAt, today)))
      .returning({ id: playResults.id, points: playResults.ogpPoints });
    if (expired.length > 0) {
      const points = expired.reduce((sum, round) => sum + round.points, 0);
      log.info(
        { rounds: expired.length, points },
        'OGP points of held rounds dropped: their UTC day (the API daily window) is over',
      );
    }
    await db.execute(sql`
      update ${playResults} set ogp_status = 'pending', ogp_next_attempt_at = null
      from ${players}
      where ${playResults.ogpStatus} = 'held' and ${players.id} = ${playResults.playerId}
        and ${ogpIdentitySql} is not null`);
  }

  async function claim(): Promise<ClaimedRound[]> {
    const now = clock.now();
    const leaseUntil = new Date(now.getTime() + leaseMs);
    const rows = rowsOf<{
      id: string;
      ogp_player_id: string | null;
      ogp_points: number;
      ogp_attempts: number;
      registered_to_ogp: boolean;
      ogp_game_api_key: string | null;
    }>(
      await db.execute(sql`
        with due as (
          select id from ${playResults}
          where ogp_status = 'pending'
            and (ogp_next_attempt_at is null or ogp_next_attempt_at <= ${now.toISOString()})
          order by created_at
          limit ${claimSize}
          for update skip locked)
        update ${playResults}
        set ogp_next_attempt_at = ${leaseUntil.toISOString()},
          ogp_player_id = coalesce(${playResults.ogpPlayerId}, ${ogpIdentitySql})
        from due, ${games}, ${players}
        where ${playResults.id} = due.id and ${games.id} = ${playResults.gameId}
          and ${players.id} = ${playResults.playerId}
        returning ${playResults.id}, ${playResults.ogpPlayerId}, ${playResults.ogpPoints},
          ${playResults.ogpAttempts}, ${games.registeredToOgp}, ${games.ogpGameApiKey}`),
    );
    return rows.map((row) => ({
      id: row.id,
      ogpPlayerId: row.ogp_player_id ?? '',
      points: row.ogp_points,
      attempts: row.ogp_attempts,
      gameApiKey: row.registered_to_ogp ? row.ogp_game_api_key : null,
    }));
  }

  const setStatus = (ids: string[], changes: Partial<typeof playResults.$inferInsert>) =>
    ids.length === 0
      ? Promise.resolve()
      : db.update(playResults).set(changes).where(inArray(playResults.id, ids));

  /** Backs each round off by its own attempt count; gives up after `maxAttempts`. */
  async function markFailed(rounds: ClaimedRound[], error: unknown): Promise<number> {
    const refused = error instanceof OgpRequestError ? error : null;
    const isRetryable = refused?.isRetryable ?? true;
    const message = refused ? refused.message : 'OGP request failed';
    let givenUp = 0;
    for (const round of rounds) {
      const attempts = round.attempts + 1;
      const isGivenUp = !isRetryable || attempts >= maxAttempts;
      if (isGivenUp) givenUp += 1;
      const delay = Math.max(retryBaseMs * 2 ** (attempts - 1), refused?.retryAfterMs ?? 0);
      await setStatus([round.id], {
        ogpAttempts: attempts,
        ogpStatus: isGivenUp ? 'failed' : 'pending',
        ogpNextAttemptAt: isGivenUp ? null : new Date(clock.now().getTime() + delay),
        ogpLastError: message,
      });
    }
    return givenUp;
  }

  async function send(gameApiKey: string, rounds: ClaimedRound[], entries: OgpPlayerPoints[]) {
    const release = await gate.acquire();
    try {
      await client.savePoints(gameApiKey, entries);
    } finally {
      await release();
    }
    await setStatus(
      rounds.map((round) => round.id),
      { ogpStatus: 'reported', ogpNextAttemptAt: null, ogpLastError: null },
    );
  }

  async function pass(): Promise<FlushOutcome> {
    const outcome: FlushOutcome = { reported: 0, failed: 0 };
    await settleHeld();
    for (;;) {
      const rounds = await claim();
      const byGame = new Map<string, ClaimedRound[]>();
      const unreportable: string[] = [];
      const unidentified: string[] = [];
      for (const round of rounds) {
        if (round.gameApiKey === null) unreportable.push(round.id);
        else if (!round.ogpPlayerId) unidentified.push(round.id);
        else byGame.set(round.gameApiKey, [...(byGame.get(round.gameApiKey) ?? []), round]);
      }
      await setStatus(unreportable, { ogpStatus: 'none', ogpNextAttemptAt: null });
      await setStatus(unidentified, { ogpStatus: 'held', ogpNextAttemptAt: null });
      const requests = [...byGame].flatMap(([gameApiKey, gameRounds]) =>
        planRequests(gameRounds).map((request) => ({ gameApiKey, ...request })),
      );
      // After a Retry-After the rest of the claim waits as long (unclaimed, no attempt spent),
      // so no claim outlives its lease while the budget is paused.
      let notBefore: Date | null = null;
      for (const [index, request] of requests.entries()) {
        if (index >= requestsPerClaim || notBefore) {
          await setStatus(
            request.rounds.map((round) => round.id),
            { ogpNextAttemptAt: notBefore },
          );
          continue;
        }
        try {
          await send(request.gameApiKey, request.rounds, request.entries);
          outcome.reported += request.rounds.length;
        } catch (error) {
          if (error instanceof OgpRequestError && error.retryAfterMs) {
            await gate.pause(error.retryAfterMs);
            notBefore = new Date(clock.now().getTime() + error.retryAfterMs);
          }
          log.warn(
            { err: error, rounds: request.rounds.length },
            'OGP points not delivered; retrying',
          );
          outcome.failed += await markFailed(request.rounds, error);
        }
      }
      const isDone = rounds.length < claimSize && requests.length <= requestsPerClaim;
      if (isDone || notBefore) return outcome;
    }
  }

  async function flush(): Promise<FlushOutcome> {
    if (running) {
      isAgainRequested = true;
      return running;
    }
    running = (async () => {
      const total: FlushOutcome = { reported: 0, failed: 0 };
      do {
        isAgainRequested = false;
        const outcome = await pass();
        total.reported += outcome.reported;
        total.failed += outcome.failed;
      } while (isAgainRequested);
      return total;
    })();
    try {
      return await running;
    } finally {
      running = null;
    }
  }

  const flushQuietly = () =>
    void flush().catch((error: unknown) => log.warn({ err: error }, 'OGP points pass failed'));

  return {
    flush,
    notify() {
      if (soon) return;
      soon = setTimeout(() => {
        soon = null;
        flushQuietly();
      }, 200);
      soon.unref();
    },
    start() {
      if (timer) return;
      timer = setInterval(flushQuietly, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      if (soon) clearTimeout(soon);
      timer = null;
      soon = null;
      await running?.catch(() => undefined);
    },
  };
}
