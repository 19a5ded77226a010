import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Database, DatabaseConnection } from './database.js';
import * as schema from './schema.js';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any constant works; it only has to be the same in every process migrating this database. */
const MIGRATION_LOCK_ID = 7_166_001;

/**
 * Opens the database the config asks for: PGlite in `${dataDir}/db` when no `DATABASE_URL`
 * is set, otherwise a node-postgres pool.
 */
export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseConnection> {
  if (config.databaseUrl) return createPostgresDatabase(config.databaseUrl);
  return createPgliteDatabase(join(config.dataDir, 'db'));
}

async function createPgliteDatabase(dataDir: string): Promise<DatabaseConnection> {
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

function createPostgresDatabase(connectionString: string): DatabaseConnection {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection (Postgres restart, admin kill) must not crash the
  // process: the pool drops that client and opens a new one on the next query.
  pool.on('error', (error) => console.error('Postgres connection lost:', error.message));
  const db = drizzlePostgres(pool, { schema });
  return {
    db,
    driver: 'postgres',
    async migrate() {
      // Several processes may start at once against one database: migrate one at a time.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePostgres(drizzlePostgres(client, { schema }), {
          migrationsFolder: MIGRATIONS_FOLDER,
        });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}
