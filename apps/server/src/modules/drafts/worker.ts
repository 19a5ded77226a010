import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { buildDraftGame, DraftRefusedError, type BuildDraftDeps } from './buildDraftGame.js';
import { buildRefineDraft } from './buildRefineDraft.js';
import type { DraftAllowance } from './draftServices.js';
import type { DraftSignal } from './draftSignal.js';
import { DRAFT_TEXTS } from './draftTexts.js';
import { retryDelayMs } from './retryPolicy.js';
import type { DraftWorkerSettings } from './workerSettings.js';
import type { AppMetrics, DraftBuildOutcome } from '../metrics/appMetrics.js';
import {
  claimNextDraft,
  completeDraft,
  failDraft,
  releaseDraft,
  renewLease,
  requeueDraft,
  type DraftRow,
} from './queries.js';

export interface DraftWorkerDeps extends BuildDraftDeps {
  allowance: Pick<DraftAllowance, 'giveBack'>;
  signal: DraftSignal;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  settings: DraftWorkerSettings;
  /** Where each build attempt's duration and outcome are counted. */
  metrics?: Pick<AppMetrics, 'draftBuilds'>;
}

export interface DraftWorker {
  /** Starts the slots; each claims, builds and publishes drafts until stopped. */
  start(): void;
  /**
   * Stops claiming and waits for the builds in progress to finish; after `graceMs` (shutdown)
   * it gives their drafts back to the queue instead, for another worker to build.
   */
  stop(graceMs?: number): Promise<void>;
  /**
   * Builds every draft that is due now, on all slots, and resolves when none is left (tests
   * and tools; the started worker does the same by itself).
   */
  runUntilIdle(): Promise<void>;
  /** Claims and builds one due draft; false when none was due. */
  runOnce(): Promise<boolean>;
  /**
   * Whether the started worker's slots are alive: one polled or renewed a lease lately (within
   * three poll intervals or one lease). Null when the worker is not running (/readyz).
   */
  isAlive(): boolean | null;
}

/** Whether `work` settles within `ms` (forever when `ms` is infinite). */
async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  if (!Number.isFinite(ms)) return work.then(() => true);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work.then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * The in-process draft worker (architecture "Creation pipeline"). Each slot claims the
 * oldest due draft from the database (`FOR UPDATE SKIP LOCKED`, with a lease renewed while
 * it builds), builds and publishes it, and marks it completed. A failed build is retried
 * after a growing delay up to `maxAttempts`, then fails with a message for the player and
 * the prompt is given back. A draft whose lease expired (its worker died) is claimed again.
 */
export function createDraftWorker(deps: DraftWorkerDeps): DraftWorker {
  const { db, clock, log, signal, settings } = deps;
  let running = false;
  let loops: Promise<void>[] = [];
  const retryTimers = new Set<NodeJS.Timeout>();
  /** Drafts being built now: id → lease token. */
  const inFlight = new Map<string, string>();
  let stopping: Promise<void> | null = null;
  let heartbeatAt = clock.now();
  const beat = () => {
    heartbeatAt = clock.now();
  };

  const later = (ms: number) => new Date(clock.now().getTime() + ms);

  /** Renews the lease every third of its length; `held()` turns false once it is lost. */
  function holdLease(draft: DraftRow, leaseToken: string) {
    let held = true;
    const timer = setInterval(
      () => {
        renewLease(db, draft.id, leaseToken, later(settings.leaseMs), clock.now())
          .then((renewed) => {
            if (renewed) beat();
            else held = false;
          })
          .catch((error: unknown) =>
            log.warn({ err: error, draftId: draft.id }, 'lease renewal failed'),
          );
      },
      Math.max(1, Math.floor(settings.leaseMs / 3)),
    );
    timer.unref();
    return { held: () => held, release: () => clearInterval(timer) };
  }

  async function giveUp(draft: DraftRow, leaseToken: string, message: string, error: string) {
    await db.transaction(async (tx) => {
      const failed = await failDraft(tx, draft.id, leaseToken, {
        message,
        error,
        now: clock.now(),
      });
      if (failed?.allowanceDay)
        await deps.allowance.giveBack(tx, failed.playerId, failed.allowanceDay);
    });
    log.warn({ draftId: draft.id, attempts: draft.attempts, error }, 'draft failed');
  }

  async function retryLater(draft: DraftRow, leaseToken: string, error: string) {
    const delay = retryDelayMs(draft.attempts, settings.retryBaseMs);
    await requeueDraft(db, draft.id, leaseToken, {
      availableAt: later(delay),
      error,
      now: clock.now(),
    });
    log.warn(
      { draftId: draft.id, attempt: draft.attempts, retryInMs: delay, error },
      'draft build failed, retrying',
    );
    if (running) {
      const timer = setTimeout(() => {
        retryTimers.delete(timer);
        signal.notify();
      }, delay);
      timer.unref();
      retryTimers.add(timer);
    }
  }

  async function runOnce(): Promise<boolean> {
    const leaseToken = randomUUID();
    const draft = await claimNextDraft(db, {
      now: clock.now(),
      leaseUntil: later(settings.leaseMs),
      leaseToken,
    });
    if (!draft) return false;
    if (draft.attempts > settings.maxAttempts) {
      // Its last worker died mid-build and it has had all its attempts.
      await giveUp(draft, leaseToken, DRAFT_TEXTS.buildFailed, 'lease expired on the last attempt');
      return true;
    }
    const lease = holdLease(draft, leaseToken);
    inFlight.set(draft.id, leaseToken);
    const timeBuild = deps.metrics?.draftBuilds.startTimer({ genre: draft.payload.gameGenre });
    let outcome: DraftBuildOutcome = 'published';
    try {
      // The last of several attempts builds from the built-in reading alone.
      const useDesign = draft.attempts < settings.maxAttempts || settings.maxAttempts <= 1;
      const build = draft.refineGameId ? buildRefineDraft : buildDraftGame;
      const gameId = await build(draft, deps, lease.held, { useDesign });
      if (
        gameId === null ||
        !(await completeDraft(db, draft.id, leaseToken, gameId, clock.now()))
      ) {
        outcome = 'retried';
        log.warn({ draftId: draft.id }, 'draft lease lost; another worker finishes it');
      }
    } catch (error) {
      const text = errorText(error);
      const isLastAttempt = draft.attempts >= settings.maxAttempts;
      outcome = error instanceof DraftRefusedError || isLastAttempt ? 'failed' : 'retried';
      if (error instanceof DraftRefusedError) await giveUp(draft, leaseToken, error.message, text);
      else if (isLastAttempt) await giveUp(draft, leaseToken, DRAFT_TEXTS.buildFailed, text);
      else await retryLater(draft, leaseToken, text);
    } finally {
      lease.release();
      inFlight.delete(draft.id);
      timeBuild?.({ outcome });
    }
    return true;
  }

  async function releaseInFlight(): Promise<void> {
    const drafts = [...inFlight];
    inFlight.clear();
    await Promise.all(
      drafts.map(([id, leaseToken]) => releaseDraft(db, id, leaseToken, clock.now())),
    );
    log.warn(
      { draftIds: drafts.map(([id]) => id) },
      'shutting down: drafts given back to the queue',
    );
  }

  async function slot(): Promise<void> {
    while (running) {
      beat();
      let worked = false;
      try {
        worked = await runOnce();
      } catch (error) {
        log.error({ err: error }, 'draft worker slot failed; retrying after the poll interval');
      }
      if (!worked && running) await signal.wait(settings.pollIntervalMs);
    }
  }

  return {
    start() {
      if (running || settings.slots < 1) return;
      running = true;
      beat();
      loops = Array.from({ length: settings.slots }, () => slot());
      log.info({ slots: settings.slots }, 'draft worker started');
    },

    stop(graceMs = Number.POSITIVE_INFINITY) {
      stopping ??= (async () => {
        running = false;
        for (const timer of retryTimers) clearTimeout(timer);
        retryTimers.clear();
        signal.notify();
        if (!(await settlesWithin(Promise.all(loops), graceMs))) await releaseInFlight();
        loops = [];
      })().finally(() => (stopping = null));
      return stopping;
    },

    async runUntilIdle() {
      const drain = async () => {
        while (await runOnce()) {
          // Keep going until nothing is due.
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, settings.slots) }, drain));
    },

    runOnce,

    isAlive() {
      if (!running) return null;
      const staleAfterMs = Math.max(3 * settings.pollIntervalMs, settings.leaseMs);
      return clock.now().getTime() - heartbeatAt.getTime() <= staleAfterMs;
    },
  };
}
