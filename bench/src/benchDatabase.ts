import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchPostgres {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh `promptplay_bench_<random>` database next to the one `adminUrl` points at, so a
 * bench never writes into a real database. `drop` removes it again.
 */
export async function createBenchPostgres(adminUrl: string): Promise<BenchPostgres> {
  const name = `promptplay_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
