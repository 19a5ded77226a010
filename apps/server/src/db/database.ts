import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

/** The app's database handle: the same Drizzle API over PGlite or node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A database handle or an open transaction on it (services accept either). */
export type DatabaseOrTransaction =
  Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export type DatabaseDriver = 'pglite' | 'postgres';

/** A connection pool's state (Postgres; metrics). */
export interface DatabasePoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseConnection {
  db: Database;
  driver: DatabaseDriver;
  /** Applies the committed migrations (src/db/migrations) with the driver's own migrator. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The pool's connections right now; absent for the embedded database (one connection). */
  poolUse?: () => DatabasePoolUse;
}
