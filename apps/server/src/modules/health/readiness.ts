import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';

export type CheckResult = 'ok' | 'failed' | 'off';

/** `/readyz`'s answer: ready when no check failed. */
export interface ReadinessReport {
  ready: boolean;
  checks: { database: CheckResult; migrations: CheckResult; worker: CheckResult };
}

export interface ReadinessDeps {
  db: Database;
  /** The committed migrations (their journal says how many there are). */
  migrationsFolder: string;
  /** This process's draft worker: alive, stale, or null when it runs none (DRAFT_WORKER_SLOTS=0). */
  workerAlive: () => boolean | null;
}

function committedMigrationCount(migrationsFolder: string): number {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** Rows of Drizzle's migration log (both drivers keep it in `drizzle.__drizzle_migrations`). */
async function appliedMigrationCount(db: Database): Promise<number> {
  // PGlite's and node-postgres' results both carry `rows`.
  const result: unknown = await db.execute(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  );
  const { rows } = result as { rows: { applied: number }[] };
  return Number(rows[0]?.applied ?? 0);
}

/**
 * Whether this process can serve: the database answers, every committed migration is
 * applied, and the draft worker (when it runs one) polled lately.
 */
export function createReadinessCheck(deps: ReadinessDeps): () => Promise<ReadinessReport> {
  const committed = committedMigrationCount(deps.migrationsFolder);
  return async () => {
    let database: CheckResult = 'ok';
    let migrations: CheckResult = 'failed';
    try {
      migrations = (await appliedMigrationCount(deps.db)) >= committed ? 'ok' : 'failed';
    } catch {
      database = 'failed';
    }
    const alive = deps.workerAlive();
    const worker: CheckResult = alive === null ? 'off' : alive ? 'ok' : 'failed';
    const checks = { database, migrations, worker };
    return { ready: Object.values(checks).every((check) => check !== 'failed'), checks };
  };
}
