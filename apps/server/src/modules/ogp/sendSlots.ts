import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { ogpSendSlots } from '../../db/schema.js';

/** The API's limit: batch requests per second, across all games and server processes. */
export const OGP_REQUESTS_PER_SECOND = 3;
/** A slot taken by a process that dies mid-request frees itself after this. */
const IN_FLIGHT_LEASE_SECONDS = 15;
const MAX_WAIT_MS = 1000;

export interface OgpSendGate {
  /** Waits for a free slot; the returned release must be called when the answer came. */
  acquire(): Promise<() => Promise<void>>;
  /** Keeps every process from sending for `ms` (the API's Retry-After). */
  pause(ms: number): Promise<void>;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The request budget shared through the database, so two processes never send more than
 * OGP_REQUESTS_PER_SECOND batches in any second. A request takes one of the
 * `ogp_send_slots` rows whose last request *ended* over a second ago, marking it in flight
 * (a lease, in case the process dies), and frees it when the answer came: consecutive
 * requests of one slot are then over a second apart where the API sees them too. Times are
 * the database's own clock (`clock_timestamp()`), the same for every process.
 */
export function createDatabaseSendGate(db: Database): OgpSendGate {
  let ensured: Promise<unknown> | null = null;
  const ensureSlots = () =>
    (ensured ??= db.execute(sql`
      insert into ${ogpSendSlots} (slot, used_at)
      select slot, 'epoch'::timestamptz from generate_series(0, ${OGP_REQUESTS_PER_SECOND - 1}) as slot
      on conflict do nothing`));

  async function tryTake(): Promise<number | null> {
    const taken = rowsOf<{ slot: number }>(
      await db.execute(sql`
        update ogp_send_slots
        set used_at = clock_timestamp() + make_interval(secs => ${IN_FLIGHT_LEASE_SECONDS})
        where slot = (
          select slot from ogp_send_slots
          where used_at <= clock_timestamp() - interval '1 second'
          order by used_at limit 1
          for update skip locked)
        returning slot`),
    );
    return taken[0]?.slot ?? null;
  }

  async function msUntilFree(): Promise<number> {
    const [row] = rowsOf<{ wait_ms: number | string | null }>(
      await db.execute(sql`
        select extract(epoch from (min(used_at) + interval '1 second' - clock_timestamp())) * 1000
          as wait_ms
        from ogp_send_slots`),
    );
    return Math.min(MAX_WAIT_MS, Math.max(10, Math.ceil(Number(row?.wait_ms ?? 10))));
  }

  return {
    async acquire() {
      await ensureSlots();
      for (;;) {
        const slot = await tryTake();
        if (slot !== null) {
          return async () => {
            await db.execute(
              sql`update ogp_send_slots set used_at = clock_timestamp() where slot = ${slot}`,
            );
          };
        }
        await sleep(await msUntilFree());
      }
    },
    async pause(ms) {
      await ensureSlots();
      // A slot frees one second after used_at: push every slot's to now + ms - 1 s.
      await db.execute(sql`
        update ogp_send_slots
        set used_at = greatest(used_at,
          clock_timestamp() + make_interval(secs => ${ms / 1000}) - interval '1 second')`);
    },
  };
}
