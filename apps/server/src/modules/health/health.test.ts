import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, MIGRATIONS_FOLDER } from '../../db/createDatabase.js';
import { describeEachDatabase, type TestContext } from '../../testing/testHarness.js';
import {
  fakeDraftBuild,
  recordingBuilder,
  startDraftApp,
  type DraftApp,
} from '../drafts/draftTestKit.js';
import { createReadinessCheck } from './readiness.js';

const READY = { database: 'ok', migrations: 'ok' };

describeEachDatabase('health', (context) => {
  let ctx: TestContext;
  let drafts: DraftApp;

  beforeAll(async () => {
    ctx = context();
    drafts = await startDraftApp(ctx, recordingBuilder(fakeDraftBuild));
  });
  afterAll(async () => {
    await drafts.app.close();
  });

  it('/healthz answers 200 while the process runs', async () => {
    const response = await ctx.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz is ready with the database reachable, migrations applied and no worker here', async () => {
    const response = await ctx.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: { ...READY, worker: 'off' } });
  });

  it('/readyz follows the draft worker: ready while it polls, 503 once its heartbeat is stale', async () => {
    drafts.worker.start();
    const fresh = await drafts.app.inject({ url: '/readyz' });
    expect(fresh.json()).toEqual({ status: 'ready', checks: { ...READY, worker: 'ok' } });

    // The test clock moves; the worker's poll (10 minutes in tests) does not come.
    ctx.clock.advance(60 * 60 * 1000);
    const stale = await drafts.app.inject({ url: '/readyz' });
    expect(stale.statusCode).toBe(503);
    expect(stale.json()).toEqual({ status: 'not ready', checks: { ...READY, worker: 'failed' } });

    await drafts.worker.stop();
    expect((await drafts.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('readiness', () => {
  let tempDir: string;
  beforeAll(() => {
    tempDir = mkdtempSync(join(tmpdir(), 'promptplay-readiness-'));
  });
  afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

  it('fails the migrations check when a committed migration is not applied', async () => {
    const database = await createDatabase({ databaseUrl: undefined, dataDir: tempDir });
    await database.migrate();
    const aheadFolder = join(tempDir, 'migrations-ahead');
    mkdirSync(join(aheadFolder, 'meta'), { recursive: true });
    const journal = JSON.parse(
      readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    writeFileSync(
      join(aheadFolder, 'meta/_journal.json'),
      JSON.stringify({ entries: [...journal.entries, { tag: '9999_not_applied' }] }),
    );
    const check = createReadinessCheck({
      db: database.db,
      migrationsFolder: aheadFolder,
      workerAlive: () => null,
    });
    expect(await check()).toEqual({
      ready: false,
      checks: { database: 'ok', migrations: 'failed', worker: 'off' },
    });

    await database.close();
    const unreachable = createReadinessCheck({
      db: database.db,
      migrationsFolder: MIGRATIONS_FOLDER,
      workerAlive: () => null,
    });
    expect((await unreachable()).checks.database).toBe('failed');
  });
});
