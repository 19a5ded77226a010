import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase } from '../db/createDatabase.js';
import type { DatabaseConnection, DatabaseDriver } from '../db/database.js';

export interface TestDatabase {
  connection: DatabaseConnection;
  /** The Postgres database's URL (for a child process to connect to); undefined for PGlite. */
  url: string | undefined;
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database: PGlite in `dataDir`, or a new `promptplay_test_<random>`
 * database created through `postgresUrl` and dropped again by `dispose`.
 */
export async function createTestDatabase(
  driver: DatabaseDriver,
  options: { dataDir: string; postgresUrl?: string | undefined },
): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const connection = await createDatabase({ databaseUrl: undefined, dataDir: options.dataDir });
    await connection.migrate();
    return { connection, url: undefined, dispose: () => connection.close() };
  }

  if (!options.postgresUrl) throw new Error('TEST_DATABASE_URL is required for Postgres tests');
  const name = `promptplay_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: options.postgresUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(options.postgresUrl);
  url.pathname = `/${name}`;
  const connection = await createDatabase({
    databaseUrl: url.toString(),
    dataDir: options.dataDir,
  });
  await connection.migrate();
  return {
    connection,
    url: url.toString(),
    async dispose() {
      await connection.close();
      const dropper = new pg.Client({ connectionString: options.postgresUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
