import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { games, playResults } from '../../db/schema.js';
import type { OgpClient, OgpPlayerPoints } from './ogpClient.js';

export interface OgpPointsReporterOptions {
  db: Database;
  client: OgpClient;
  clock: Clock;
  log: { warn(details: object, message: string): void };
  /** Rounds claimed per pass. */
  batchSize?: number;
  /** Failed deliveries of one round before it is given up. */
  maxAttempts?: number;
  /** First retry delay; doubles with each failure. */
  retryBaseMs?: number;
  /** How long a claimed round stays invisible to other reporters while it is being sent. */
  leaseMs?: number;
  /** Period of the background pass that picks up retries and anything missed. */
  intervalMs?: number;
}

export interface FlushOutcome {
  reported: number;
  failed: number;
}

/** Delivers queued OGP points (play_results rows with ogp_status 'pending'). */
export interface OgpPointsReporter {
  /** Sends every due round now, in batches per game. */
  flush(): Promise<FlushOutcome>;
  /** Asks for a flush soon; many calls make one pass. */
  notify(): void;
  start(): void;
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

interface ClaimedRound {
  id: string;
  playerId: string;
  points: number;
  attempts: number;
  gameApiKey: string | null;
}

/**
 * Reports players' points for OGP-registered games from the server, batched per game and
 * retried with exponential backoff. Rounds are claimed with FOR UPDATE SKIP LOCKED and a
 * lease, so several server processes can report side by side and a crashed one's claim
 * expires; a batch's rounds are marked reported only after OGP accepted them.
 */
export function createOgpPointsReporter(options: OgpPointsReporterOptions): OgpPointsReporter {
  const { db, client, clock, log } = options;
  const batchSize = options.batchSize ?? 200;
  const maxAttempts = options.maxAttempts ?? 6;
  const retryBaseMs = options.retryBaseMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const intervalMs = options.intervalMs ?? 30_000;
  let running: Promise<FlushOutcome> | null = null;
  let isAgainRequested = false;
  let timer: ReturnType<typeof setInterval> | null = null;
  let soon: ReturnType<typeof setTimeout> | null = null;

  async function claim(): Promise<ClaimedRound[]> {
    const now = clock.now();
    const leaseUntil = new Date(now.getTime() + leaseMs);
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: playResults.id })
        .from(playResults)
        .where(
          and(
            eq(playResults.ogpStatus, 'pending'),
            or(isNull(playResults.ogpNextAttemptAt), lte(playResults.ogpNextAttemptAt, now)),
          ),
        )
        .orderBy(playResults.createdAt)
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(playResults)
        .set({ ogpNextAttemptAt: leaseUntil })
        .from(games)
        .where(
          and(
            inArray(
              playResults.id,
              due.map((row) => row.id),
            ),
            eq(games.id, playResults.gameId),
          ),
        )
        .returning({
          id: playResults.id,
          playerId: playResults.playerId,
          points: playResults.ogpPoints,
          attempts: playResults.ogpAttempts,
          isRegistered: games.registeredToOgp,
          gameApiKey: games.ogpGameApiKey,
        });
    });
    return claimed.map(({ isRegistered, gameApiKey, ...round }) => ({
      ...round,
      gameApiKey: isRegistered ? gameApiKey : null,
    }));
  }

  async function markReported(ids: string[]): Promise<void> {
    await db
      .update(playResults)
      .set({ ogpStatus: 'reported', ogpNextAttemptAt: null })
      .where(inArray(playResults.id, ids));
  }

  async function markNotReportable(ids: string[]): Promise<void> {
    await db
      .update(playResults)
      .set({ ogpStatus: 'none', ogpNextAttemptAt: null })
      .where(inArray(playResults.id, ids));
  }

  /** Backs each round off by its own attempt count; gives up after `maxAttempts`. */
  async function markFailed(rounds: ClaimedRound[]): Promise<number> {
    let givenUp = 0;
    for (const round of rounds) {
      const attempts = round.attempts + 1;
      const isGivenUp = attempts >= maxAttempts;
      if (isGivenUp) givenUp += 1;
      const delay = retryBaseMs * 2 ** (attempts - 1);
      await db
        .update(playResults)
        .set({
          ogpAttempts: attempts,
          ogpStatus: isGivenUp ? 'failed' : 'pending',
          ogpNextAttemptAt: isGivenUp ? null : new Date(clock.now().getTime() + delay),
        })
        .where(inArray(playResults.id, [round.id]));
    }
    return givenUp;
  }

  /** Sums each player's points in one game's rounds: one entry per player per batch. */
  function pointsPerPlayer(rounds: ClaimedRound[]): OgpPlayerPoints[] {
    const totals = new Map<string, number>();
    for (const round of rounds) {
      totals.set(round.playerId, (totals.get(round.playerId) ?? 0) + round.points);
    }
    return [...totals].map(([playerId, points]) => ({ playerId, points }));
  }

  async function pass(): Promise<FlushOutcome> {
    const outcome: FlushOutcome = { reported: 0, failed: 0 };
    for (;;) {
      const rounds = await claim();
      const byGame = new Map<string, ClaimedRound[]>();
      const orphans: string[] = [];
      for (const round of rounds) {
        if (round.gameApiKey === null) orphans.push(round.id);
        else byGame.set(round.gameApiKey, [...(byGame.get(round.gameApiKey) ?? []), round]);
      }
      if (orphans.length > 0) await markNotReportable(orphans);
      for (const [gameApiKey, gameRounds] of byGame) {
        try {
          await client.savePoints(gameApiKey, pointsPerPlayer(gameRounds));
          await markReported(gameRounds.map((round) => round.id));
          outcome.reported += gameRounds.length;
        } catch (error) {
          log.warn({ err: error, rounds: gameRounds.length }, 'OGP points not delivered; retrying');
          outcome.failed += await markFailed(gameRounds);
        }
      }
      if (rounds.length < batchSize) return outcome;
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
