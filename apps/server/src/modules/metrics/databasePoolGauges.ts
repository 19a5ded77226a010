import { Gauge, type Registry } from 'prom-client';
import type { DatabasePoolUse } from '../../db/database.js';

/** The Postgres pool's connections (total, idle, and requests waiting for one). */
export function registerDatabasePoolGauges(
  registry: Registry,
  poolUse: () => DatabasePoolUse,
): void {
  const gauge = (name: string, help: string, read: (use: DatabasePoolUse) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(poolUse()));
      },
    });
  gauge('promptplay_db_pool_connections', 'Connections the pool holds', (use) => use.total);
  gauge('promptplay_db_pool_idle_connections', 'Connections idle in the pool', (use) => use.idle);
  gauge(
    'promptplay_db_pool_waiting_requests',
    'Queries waiting for a free connection',
    (use) => use.waiting,
  );
}
