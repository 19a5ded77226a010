// Issue 10 "Deep feed pages": an uncached deep feed page (page 40 of 20) at full load (100×10)
// against the bare Fastify baseline measured in this same process, on PGlite and, when a
// Postgres URL is set, on Postgres. Goal: ≥ 0.1 × baseline throughput on both.
import { z } from 'zod';
import { startBaselineServer } from './baselineServer.js';
import { createBenchPostgres, type BenchPostgres } from './benchDatabase.js';
import { startBenchServer } from './benchServer.js';
import { measure, waitUntilIdle, type LoadResult } from './loadTest.js';
import { printTable } from './report.js';

export const DEEP_FEED_GOAL = { minRatioToBaseline: 0.1 } as const;

/**
 * No page is cached: page 40 is sliced from the feed the server holds in memory (its first
 * 1,000 rows per audience and sort, re-read from the database every second or two while
 * requests come, which the run pays for) and written on every request.
 */
const DEEP_PAGE = { pageNumber: 40, pageSize: 20 } as const;
const SORTS = ['latest', 'topRated'] as const;

const envSchema = z.object({
  DATABASE_URL: z.string().trim().optional(),
  TEST_DATABASE_URL: z.string().trim().optional(),
});

async function measureDeepPages(
  label: string,
  databaseUrl: string | undefined,
  baseline: LoadResult,
): Promise<string[]> {
  const server = await startBenchServer(databaseUrl);
  try {
    console.log(`${label}: ${server.gameCount} games, measuring…`);
    // Waits for a request that always reaches the database, so no backlog spills over.
    const probe = `${server.origin}/api/game-feeds/${server.sampleGameId}`;
    const query = `pageNumber=${DEEP_PAGE.pageNumber}&pageSize=${DEEP_PAGE.pageSize}&targetAudience=unrestricted`;
    const results: LoadResult[] = [];
    for (const sort of SORTS) {
      const name = `${sort}: page ${DEEP_PAGE.pageNumber} of ${DEEP_PAGE.pageSize}, all audiences (uncached)`;
      results.push(
        await measure({ name, url: `${server.origin}/api/game-feeds/${sort}?${query}` }, probe),
      );
    }
    // The last run's queued requests finish before the server (and its pool) closes.
    await waitUntilIdle(probe);
    printTable(`${label}: uncached deep feed page vs the bare baseline`, [baseline], results);
    return results.flatMap((result) => {
      const ratio = result.requestsPerSecond / baseline.requestsPerSecond;
      const missed: string[] = [];
      if (ratio < DEEP_FEED_GOAL.minRatioToBaseline) {
        missed.push(
          `${label}: ${result.name} at ${ratio.toFixed(2)} × baseline (goal ≥ ${DEEP_FEED_GOAL.minRatioToBaseline})`,
        );
      }
      if (result.failures > 0)
        missed.push(`${label}: ${result.name} had ${result.failures} failures`);
      return missed;
    });
  } finally {
    await server.close();
  }
}

/** Runs the scenario on PGlite and on Postgres when one is configured; returns missed goals. */
export async function runDeepFeedBench(): Promise<string[]> {
  const env = envSchema.parse(process.env);
  const postgresAdminUrl = env.DATABASE_URL || env.TEST_DATABASE_URL || undefined;
  const baselineServer = await startBaselineServer();
  let postgres: BenchPostgres | undefined;
  try {
    const baseline = await measure({
      name: 'baseline: bare Fastify route',
      url: baselineServer.url,
    });
    const missed = await measureDeepPages('PGlite', undefined, baseline);
    if (postgresAdminUrl) {
      postgres = await createBenchPostgres(postgresAdminUrl);
      missed.push(...(await measureDeepPages('Postgres', postgres.url, baseline)));
    }
    return missed;
  } finally {
    await baselineServer.close();
    await postgres?.drop();
  }
}
