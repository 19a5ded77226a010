import { afterAll, beforeAll, expect, it } from 'vitest';
import { fakeStarterCatalogue } from '../testing/fakeGameBuilder.js';
import { describeEachDatabase } from '../testing/testHarness.js';
import { prepareFuzzTarget, type FuzzTarget } from './fuzzTarget.js';
import { describeRequest, runFuzz } from './runFuzz.js';

/** FUZZ_SEED replays a run; FUZZ_RUNS scales it (10,000 by default, as CI runs it). */
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
const runs = Number(process.env.FUZZ_RUNS ?? 10_000);

describeEachDatabase(
  'fuzz every operation of the OpenAPI document',
  (context) => {
    let target: FuzzTarget | undefined;
    beforeAll(async () => {
      // The fuzz runs on PGlite only: the Postgres suite would double CI time for nothing new.
      if (context().driver === 'pglite') target = await prepareFuzzTarget(context());
    });
    afterAll(async () => target?.close());

    it(`answers ${runs} generated requests with no 5xx, the one error body and no internals`, async (test) => {
      if (!target) return test.skip();
      console.log(`FUZZ_SEED=${seed} FUZZ_RUNS=${runs}`);
      const report = await runFuzz(target, { seed, runs, checkDeclared: true });
      const slowest = report.slowest.request ? describeRequest(report.slowest.request) : 'none';
      console.log(
        `fuzz: ${report.requests} requests, seed ${seed}, ${report.serverErrors} × 5xx, ` +
          `${report.rateLimited} × 429, slowest ${Math.round(report.slowest.ms)} ms ${slowest}\n` +
          `statuses: ${JSON.stringify(report.statusCounts)}`,
      );
      const findings = report.findings.map(
        ({ request, finding }) => `FUZZ_SEED=${seed} ${finding}\n${describeRequest(request)}`,
      );
      expect(findings).toEqual([]);
      expect(report.requests).toBe(runs);
    }, 600_000);
  },
  { catalogue: fakeStarterCatalogue(3) },
);
