// `npm run bench`: API load test of the real app against a bare Fastify route in this process.
import { z } from 'zod';
import { startBaselineServer } from './baselineServer.js';
import { createBenchPostgres, type BenchPostgres } from './benchDatabase.js';
import { startBenchServer } from './benchServer.js';
import { LOAD_SETTINGS, measure, type LoadResult, type LoadTarget } from './loadTest.js';
import { checkGoals, GOALS, printTable } from './report.js';
import { runCategorizeBench } from './categorizeBench.js';
import { runDeepFeedBench } from './deepFeedBench.js';
import { runDraftsBench } from './draftsBench.js';
import { runPlaysBench } from './playsBench.js';

const envSchema = z.object({
  DATABASE_URL: z.string().trim().optional(),
  TEST_DATABASE_URL: z.string().trim().optional(),
});

/** A light load for latency: no queueing behind 1,000 requests in flight. */
const MODERATE_LOAD = { connections: 10, pipelining: 1 } as const;
const DEEP_PAGE = { pageNumber: 40, pageSize: 20 } as const;

async function benchDatabase(
  label: string,
  databaseUrl: string | undefined,
  baselines: LoadResult[],
) {
  const server = await startBenchServer(databaseUrl);
  try {
    const base = server.origin;
    // One game by id is never cached, so it answers slowly while the database still has a
    // backlog from the previous run: measurements wait for it to be quick again.
    const probe = `${base}/api/game-feeds/${server.sampleGameId}`;
    const run = (target: LoadTarget) => measure(target, probe);
    console.log(`${label}: ${server.gameCount} games, measuring…`);

    const firstPageUrl = `${base}/api/game-feeds/latest`;
    const firstPage = await run({ name: 'feed: first page (cached)', url: firstPageUrl });
    const firstPageModerate = await run({
      name: 'feed: first page (cached)',
      url: firstPageUrl,
      ...MODERATE_LOAD,
    });
    const deepQuery = `pageNumber=${DEEP_PAGE.pageNumber}&pageSize=${DEEP_PAGE.pageSize}&targetAudience=unrestricted`;
    const results = [
      firstPage,
      firstPageModerate,
      await run({
        name: `feed: page ${DEEP_PAGE.pageNumber} of ${DEEP_PAGE.pageSize}, all audiences`,
        url: `${base}/api/game-feeds/latest?${deepQuery}`,
      }),
      await run({ name: 'world file', url: `${base}/worlds/${server.sampleGameId}.json` }),
      await run({ name: 'guest registration', url: `${base}/api/player/register`, method: 'POST' }),
    ];
    printTable(
      `${label}: ${LOAD_SETTINGS.durationSeconds} s per target, load = connections × pipelining`,
      baselines,
      results,
    );
    return checkGoals(baselines, firstPage, firstPageModerate).map(
      (missed) => `${label}: ${missed}`,
    );
  } finally {
    await server.close();
  }
}

async function main(): Promise<void> {
  const env = envSchema.parse(process.env);
  const postgresAdminUrl = env.DATABASE_URL || env.TEST_DATABASE_URL || undefined;

  const baselineServer = await startBaselineServer();
  const missed: string[] = runCategorizeBench();
  let postgres: BenchPostgres | undefined;
  try {
    const name = 'baseline: bare Fastify route';
    const baselines = [
      await measure({ name, url: baselineServer.url }),
      await measure({ name, url: baselineServer.url, ...MODERATE_LOAD }),
    ];
    missed.push(...(await benchDatabase('PGlite', undefined, baselines)));
    if (postgresAdminUrl) {
      postgres = await createBenchPostgres(postgresAdminUrl);
      missed.push(...(await benchDatabase('Postgres', postgres.url, baselines)));
    }
  } finally {
    await baselineServer.close();
    await postgres?.drop();
  }
  missed.push(...(await runDraftsBench(postgresAdminUrl)));
  missed.push(...(await runPlaysBench()));
  missed.push(...(await runDeepFeedBench()));

  console.log(
    missed.length === 0
      ? `\nGoals met: cached first feed page ≥ ${GOALS.minRatioToBaseline} × baseline, p99 ≤ ${GOALS.maxP99Ms} ms.`
      : `\nGoals missed:\n- ${missed.join('\n- ')}`,
  );
}

/** One named bench alone (`npm run bench -- <name>`), ending with its goals met or missed. */
async function runOnly(label: string, run: () => Promise<string[]>): Promise<void> {
  const missed = await run();
  console.log(
    missed.length === 0 ? `\n${label} goals met.` : `\nGoals missed:\n- ${missed.join('\n- ')}`,
  );
}

function selectedBench(): Promise<void> {
  const args = process.argv.slice(3);
  if (process.argv[2] === 'plays') return runOnly('Plays', runPlaysBench);
  if (process.argv[2] === 'deep-feed') return runOnly('Deep feed', runDeepFeedBench);
  if (process.argv[2] === 'soak')
    return import('./soak/soakBench.js').then((bench) =>
      runOnly('Soak', () => bench.runSoakBench(args)),
    );
  if (process.argv[2] === 'web')
    return import('./web/webBench.js').then((bench) =>
      runOnly('First view', () => bench.runWebBench(args)),
    );
  if (process.argv[2] === 'runtime')
    return import('./runtimeBench.js').then((bench) => bench.runRuntimeBench(args));
  if (process.argv[2] === 'faithfulness')
    return import('./faithfulness/faithfulnessBench.js').then((bench) =>
      bench.runFaithfulnessBench(args),
    );
  return main();
}

selectedBench().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
