import { Gauge, type Registry } from 'prom-client';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { findDraftQueueStats } from '../drafts/queries.js';

/** Draft queue depth and the oldest queued draft's age, read from the database at each scrape. */
export function registerDraftQueueGauges(registry: Registry, db: Database, clock: Clock): void {
  let latest: Promise<Awaited<ReturnType<typeof findDraftQueueStats>>> | null = null;
  // Both gauges are collected in one scrape: one query serves them.
  const stats = () => {
    latest ??= findDraftQueueStats(db).finally(() => setImmediate(() => (latest = null)));
    return latest;
  };
  new Gauge({
    name: 'promptplay_draft_queue_depth',
    help: 'Drafts queued and waiting for a worker',
    registers: [registry],
    async collect() {
      this.set((await stats()).queued);
    },
  });
  new Gauge({
    name: 'promptplay_draft_queue_oldest_age_seconds',
    help: 'How long the oldest queued draft has waited (0 when none waits)',
    registers: [registry],
    async collect() {
      const { oldestQueuedAt } = await stats();
      const ageMs = oldestQueuedAt ? clock.now().getTime() - oldestQueuedAt.getTime() : 0;
      this.set(Math.max(0, ageMs) / 1000);
    },
  });
}
