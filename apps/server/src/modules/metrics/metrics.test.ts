import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../appTypes.js';
import { createDatabase } from '../../db/createDatabase.js';
import { expectApiError } from '../../testing/apiAssertions.js';
import { sampleValue } from '../../testing/metricsText.js';
import { describeEachDatabase, type TestContext } from '../../testing/testHarness.js';
import { createSocialPlayer, insertTestGame, type TestPlayer } from '../../testing/testPlayers.js';
import { testEnv } from '../../testing/testEnv.js';
import { playFor } from '../../testing/testSessions.js';
import {
  createDraft,
  fakeDraftBuild,
  payloadFor,
  recordingBuilder,
  startDraftApp,
  type DraftApp,
} from '../drafts/draftTestKit.js';
import { createOpsServer } from '../health/opsServer.js';
import { createAppMetrics } from './appMetrics.js';
import { registerDatabasePoolGauges } from './databasePoolGauges.js';
import { METRICS_TOKEN_REQUIRED } from './metricsRoute.js';

const TOKEN = 'metrics-token-for-tests-0123456789';
const metricsAccess = { token: TOKEN, port: null };

async function scrape(app: App): Promise<string> {
  const response = await app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain/);
  return response.body;
}

function like(app: App, player: TestPlayer, gameId: string, action: 'add' | 'remove') {
  return app.inject({
    method: 'POST',
    url: `/api/player-interactions/${action}`,
    headers: player.headers,
    payload: { gameId, interactionType: 0 },
  });
}

describeEachDatabase('metrics', (context) => {
  let ctx: TestContext;
  let drafts: DraftApp;
  let app: App;

  beforeAll(async () => {
    ctx = context();
    drafts = await startDraftApp(
      ctx,
      recordingBuilder(fakeDraftBuild),
      {},
      {
        metrics: metricsAccess,
      },
    );
    app = drafts.app;
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 401 without the operator token, and a wrong one', async () => {
    expectApiError(await app.inject({ url: '/metrics' }), 401, 'UNAUTHORIZED');
    const wrong = await app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token-at-all-000000000' },
    });
    expectApiError(wrong, 401, 'UNAUTHORIZED');
    expect(wrong.json<{ message: string }>().message).toBe(METRICS_TOKEN_REQUIRED);
  });

  it('serves nothing at /metrics when neither METRICS_TOKEN nor METRICS_PORT is set', async () => {
    expect((await ctx.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });

  it('counts requests by route and status, and the event-loop lag', async () => {
    await app.inject({ url: '/api/game-feeds/latest?pageSize=1' });
    await app.inject({ url: '/api/game-feeds/latest?pageSize=1000' });
    const text = await scrape(app);
    const count = (status: string) =>
      sampleValue(text, 'http_request_duration_seconds_count', {
        route: '/api/game-feeds/latest',
        status_code: status,
      });
    expect(count('200')).toBe(1);
    expect(count('400')).toBe(1);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts sessions started, plays counted, likes and unlikes', async () => {
    const gameId = await insertTestGame(ctx, null);
    const ada = await createSocialPlayer(ctx, 'Ada');
    const before = await scrape(app);
    const counted = await playFor(ctx, ada, gameId, 60_000, app);
    await like(app, ada, gameId, 'add');
    await like(app, ada, gameId, 'add');
    await like(app, ada, gameId, 'remove');

    const after = await scrape(app);
    const delta = (name: string, labels: Record<string, string> = {}) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(delta('promptplay_game_sessions_started_total', { source: 'feed_play' })).toBe(1);
    expect(delta('promptplay_plays_counted_total')).toBe(counted ? 1 : 0);
    expect(delta('promptplay_like_changes_total', { action: 'like' })).toBe(1);
    expect(delta('promptplay_like_changes_total', { action: 'unlike' })).toBe(1);
  });

  it('shows the draft queue, then each build by genre and outcome', async () => {
    const player = await createSocialPlayer(ctx, 'Builder');
    await createDraft(app, player, payloadFor('A frog hops over logs', 'PLATFORMER'));
    const queued = await scrape(app);
    expect(sampleValue(queued, 'promptplay_draft_queue_depth')).toBe(1);
    ctx.clock.advance(30_000);
    expect(
      sampleValue(await scrape(app), 'promptplay_draft_queue_oldest_age_seconds'),
    ).toBeGreaterThanOrEqual(30);

    await drafts.worker.runUntilIdle();
    const built = await scrape(app);
    expect(sampleValue(built, 'promptplay_draft_queue_depth')).toBe(0);
    expect(
      sampleValue(built, 'promptplay_draft_build_duration_seconds_count', {
        genre: 'PLATFORMER',
        outcome: 'published',
      }),
    ).toBe(1);
  });

  it('serves the same metrics without a token on the operators’ listener (METRICS_PORT)', async () => {
    const ops = createOpsServer({
      readiness: app.readiness,
      metrics: app.appMetrics.registry,
      metricsToken: null,
    });
    const response = await ops.inject({ url: '/metrics' });
    await ops.close();
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('promptplay_draft_queue_depth');
  });
});

describe.skipIf(!testEnv.postgresUrl)('metrics: the Postgres pool', () => {
  it('shows the pool’s connections', async () => {
    const database = await createDatabase({ databaseUrl: testEnv.postgresUrl, dataDir: '' });
    try {
      if (!database.poolUse) throw new Error('a Postgres connection has a pool');
      const metrics = createAppMetrics();
      registerDatabasePoolGauges(metrics.registry, database.poolUse);
      await database.db.execute(sql`select 1`);
      const text = await metrics.registry.metrics();
      expect(sampleValue(text, 'promptplay_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(text).toContain('promptplay_db_pool_waiting_requests 0');
    } finally {
      await database.close();
    }
  });
});
