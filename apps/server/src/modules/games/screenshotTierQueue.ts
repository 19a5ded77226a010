import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { ObjectStorage } from '../../storage/objectStorage.js';
import { contentTypeForKey } from '../../storage/contentTypes.js';
import { listGamesWithoutScreenshotTiers, setScreenshotTiers } from './queries.js';
import { renderScreenshotTiers, UnreadableScreenshotError } from './screenshotTiers.js';

export interface ScreenshotTierJob {
  gameId: string;
  screenshotKey: string;
}

/**
 * Renders games' screenshot tiers in the background, a bounded number at once. Publishing
 * schedules the new game (its row is already there: clients show the original until the tiers
 * exist); the start-up backfill schedules every game that has none yet.
 */
export interface ScreenshotTierQueue {
  /** Queues the game (once: a game already queued or rendering is not queued again). */
  schedule(job: ScreenshotTierJob): void;
  /** Starts rendering what is queued and what comes later; before it, jobs only wait. */
  start(): void;
  /**
   * Queues every game without tiers and resolves when they are done (idempotent: a game with
   * tiers, or whose screenshot could not be read, is skipped). Returns how many it queued.
   */
  backfill(): Promise<number>;
  /** Resolves once nothing is queued or rendering (never, while jobs wait for `start`). */
  whenIdle(): Promise<void>;
  /** Drops what is queued and waits for the renders in progress. */
  stop(): Promise<void>;
}

export interface ScreenshotTierQueueDeps {
  db: Database;
  storage: ObjectStorage;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /**
   * Renders at once. One by default: an AVIF encode keeps a core busy, and the server must
   * keep answering on a small machine.
   */
  concurrency?: number;
}

/** How often the backfill reports progress (games). */
const PROGRESS_EVERY = 10;

export function createScreenshotTierQueue({
  db,
  storage,
  log,
  concurrency = 1,
}: ScreenshotTierQueueDeps): ScreenshotTierQueue {
  interface Entry {
    job: ScreenshotTierJob;
    done: Promise<void>;
    settle: () => void;
  }
  /** Queued or rendering, by game id. */
  const entries = new Map<string, Entry>();
  const waiting: Entry[] = [];
  let runningCount = 0;
  let idleWaiters: (() => void)[] = [];
  let isStarted = false;
  let isStopped = false;

  async function render({ gameId, screenshotKey }: ScreenshotTierJob): Promise<void> {
    const source = await storage.getObject(screenshotKey);
    if (!source) {
      log.warn({ gameId, screenshotKey }, 'screenshot missing: the game has no media tiers');
      await setScreenshotTiers(db, gameId, screenshotKey, []);
      return;
    }
    try {
      const rendered = await renderScreenshotTiers(screenshotKey, source.body);
      // Objects first, row last: the feed names only tiers whose files are all stored.
      for (const file of rendered.files) {
        await storage.putObject(file.key, file.body, contentTypeForKey(file.key));
      }
      await setScreenshotTiers(db, gameId, screenshotKey, rendered.tiers);
    } catch (error) {
      if (!(error instanceof UnreadableScreenshotError)) throw error;
      // A broken image stays broken: record it so the backfill does not try at every start.
      log.warn({ gameId, err: error }, 'screenshot unreadable: the game keeps its original');
      await setScreenshotTiers(db, gameId, screenshotKey, []);
    }
  }

  function finish(entry: Entry) {
    entries.delete(entry.job.screenshotKey);
    entry.settle();
  }

  function notifyIfIdle() {
    if (runningCount > 0 || waiting.length > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function pump() {
    while (isStarted && !isStopped && runningCount < concurrency) {
      const entry = waiting.shift();
      if (!entry) break;
      runningCount += 1;
      void render(entry.job)
        .catch((error: unknown) => {
          // Storage or database trouble: the next start's backfill tries again.
          log.error({ gameId: entry.job.gameId, err: error }, 'rendering screenshot tiers failed');
        })
        .finally(() => {
          runningCount -= 1;
          finish(entry);
          pump();
          notifyIfIdle();
        });
    }
  }

  function schedule(job: ScreenshotTierJob): Promise<void> {
    // Per screenshot: a refined version's screenshot is rendered even while the last one is.
    const existing = entries.get(job.screenshotKey);
    if (existing) return existing.done;
    if (isStopped) return Promise.resolve();
    let settle = () => {};
    const done = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const entry: Entry = { job, done, settle };
    entries.set(job.screenshotKey, entry);
    waiting.push(entry);
    pump();
    return done;
  }

  return {
    schedule(job) {
      void schedule(job);
    },

    start() {
      isStarted = true;
      pump();
    },

    async backfill() {
      const missing = await listGamesWithoutScreenshotTiers(db);
      if (missing.length === 0 || isStopped) return 0;
      log.info({ count: missing.length }, 'rendering screenshot tiers of existing games');
      let doneCount = 0;
      await Promise.all(
        missing.map(async (game) => {
          await schedule({ gameId: game.id, screenshotKey: game.screenshotKey });
          doneCount += 1;
          if (doneCount % PROGRESS_EVERY === 0 && doneCount < missing.length) {
            log.info({ done: doneCount, count: missing.length }, 'screenshot tiers backfill');
          }
        }),
      );
      log.info({ count: missing.length }, 'screenshot tiers backfill finished');
      return missing.length;
    },

    whenIdle() {
      return new Promise((resolve) => {
        idleWaiters.push(resolve);
        notifyIfIdle();
      });
    },

    async stop() {
      isStopped = true;
      for (const entry of waiting.splice(0)) finish(entry);
      await Promise.all([...entries.values()].map((entry) => entry.done));
      notifyIfIdle();
    },
  };
}
