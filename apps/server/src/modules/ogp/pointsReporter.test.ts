import { randomUUID } from 'node:crypto';
import { createConnection } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { games, playResults, players } from '../../db/schema.js';
import {
  FAKE_OGP_BATCHES_PER_SECOND,
  startFakeOgpServer,
  type FakeOgpServer,
} from '../../testing/fakeOgpServer.js';
import { describeEachDatabase, type TestContext } from '../../testing/testHarness.js';
import { testEnv } from '../../testing/testEnv.js';
import { insertTestGame } from '../../testing/testPlayers.js';
import { createHttpOgpClient, type OgpClient } from './ogpClient.js';
import { OGP_TEST_RULES } from './ogpTestKit.js';
import { createOgpPointsReporter, type OgpPointsReporterOptions } from './pointsReporter.js';
import { createRedisSendGate } from './redisSendGate.js';
import type { OgpSendGate } from './sendSlots.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers at REDIS_URL (the Redis case runs only then, and always in CI). */
async function redisIsReachable(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    const answer = (isReachable: boolean) => {
      socket.destroy();
      resolve(isReachable);
    };
    socket.setTimeout(1000);
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });
}

const quietLog = { warn: () => undefined, info: () => undefined };

/** A game registered at the fake, with `perPlayer` queued rounds for each of `playerCount`. */
async function queuedGame(
  ctx: TestContext,
  client: OgpClient,
  playerCount: number,
  perPlayer = 1,
  points = 10,
) {
  const gameId = await insertTestGame(ctx, null);
  const registration = await client.registerGame({
    title: 'Reported',
    description: 'A game',
    gameUrl: `https://promptplay.example.test/play/${gameId}`,
    caps: { ...OGP_TEST_RULES.caps, maxSessionsPerDay: 1000 },
  });
  await ctx.db
    .update(games)
    .set({
      registeredToOgp: true,
      ogpGameId: registration.ogpGameId,
      ogpGameApiKey: registration.publicKey,
    })
    .where(eq(games.id, gameId));
  const playerRows = Array.from({ length: playerCount }, () => {
    const id = randomUUID();
    return {
      id,
      playerName: 'Player',
      authMethod: 'social' as const,
      loginMethod: 'google' as const,
      email: `${id}@example.test`,
    };
  });
  await ctx.db.insert(players).values(playerRows);
  const rounds = playerRows.flatMap((player) =>
    Array.from({ length: perPlayer }, (_, index) => ({
      id: randomUUID(),
      sessionId: randomUUID(),
      playerId: player.id,
      gameId,
      source: 'feed_play',
      won: true,
      score: points,
      durationMs: 60_000,
      createdAt: new Date(ctx.clock.now().getTime() + index),
      ogpStatus: 'pending' as const,
      ogpPoints: points,
    })),
  );
  for (let start = 0; start < rounds.length; start += 500) {
    await ctx.db.insert(playResults).values(rounds.slice(start, start + 500));
  }
  return { gameId, ogpGameId: registration.ogpGameId, roundIds: rounds.map((each) => each.id) };
}

async function statusOf(ctx: TestContext, id: string) {
  const [row] = await ctx.db.select().from(playResults).where(eq(playResults.id, id));
  return row!;
}

/** Most batch requests the fake saw start within any one second (from request `since` on). */
function busiestSecond(fake: FakeOgpServer, since: number): number {
  const times = fake.accepted
    .slice(since)
    .filter((each) => each.path.endsWith('/batch-save-points'))
    .map((each) => each.arrivedAt);
  return Math.max(0, ...times.map((t) => times.filter((u) => u >= t && u < t + 1000).length));
}

describeEachDatabase('OGP points reporter against the API stand-in', (context) => {
  let fake: FakeOgpServer;
  let client: OgpClient;
  beforeAll(async () => {
    fake = await startFakeOgpServer(() => context().clock.now().getTime());
    client = createHttpOgpClient(
      { baseUrl: fake.baseUrl, apiKey: fake.apiKey, secretKey: fake.secretKey },
      context().clock,
    );
  });
  afterAll(async () => fake.close());

  const reporter = (options: Partial<OgpPointsReporterOptions> = {}) =>
    createOgpPointsReporter({
      db: context().db,
      client,
      clock: context().clock,
      log: quietLog,
      ...options,
    });

  const entriesOf = (ogpGameId: string) =>
    fake.entries.filter((entry) => entry.gameId === ogpGameId);

  it('sends at most 1,000 entries per request, each player once per request', async () => {
    const ctx = context();
    const many = await queuedGame(ctx, client, 1001);
    const repeat = await queuedGame(ctx, client, 1, 3);
    const before = fake.accepted.length;
    const warnings: unknown[] = [];
    const outcome = await reporter({
      log: { warn: (details) => warnings.push(details), info: () => undefined },
    }).flush();
    expect(outcome, JSON.stringify(warnings)).toEqual({ reported: 1004, failed: 0 });
    const sizes = fake.accepted
      .slice(before)
      .map((each) => (each.body as { points: unknown[] }).points.length)
      .sort((a, b) => b - a);
    expect(sizes).toEqual([1000, 1, 1, 1, 1]);
    expect(entriesOf(many.ogpGameId)).toHaveLength(1001);
    expect(entriesOf(repeat.ogpGameId).map((entry) => entry.points)).toEqual([10, 10, 10]);
    expect(fake.invalid).toEqual([]);
    expect(fake.tooManyRequests).toBe(0);
  });

  it('honours a 429’s Retry-After and retries 5xx with backoff; other refusals fail', async () => {
    const ctx = context();
    const throttled = await queuedGame(ctx, client, 1);
    fake.planBatch = () => ({ status: 429, retryAfterSeconds: 3 });
    await reporter({ retryBaseMs: 1000 }).flush();
    expect(await statusOf(ctx, throttled.roundIds[0]!)).toMatchObject({
      ogpStatus: 'pending',
      ogpAttempts: 1,
      ogpLastError: 'OGP answered 429',
    });
    fake.planBatch = () => 'apply';
    ctx.clock.advance(2_000);
    await reporter().flush();
    expect(entriesOf(throttled.ogpGameId)).toEqual([]);
    ctx.clock.advance(1_000);
    await reporter().flush();
    expect(entriesOf(throttled.ogpGameId)).toHaveLength(1);

    const flaky = await queuedGame(ctx, client, 1);
    fake.planBatch = () => ({ status: 503 });
    await reporter({ retryBaseMs: 1000 }).flush();
    fake.planBatch = () => 'apply';
    ctx.clock.advance(1_000);
    await reporter().flush();
    expect(await statusOf(ctx, flaky.roundIds[0]!)).toMatchObject({ ogpStatus: 'reported' });

    const refused = await queuedGame(ctx, client, 1);
    fake.planBatch = () => ({ status: 400 });
    expect(await reporter().flush()).toEqual({ reported: 0, failed: 1 });
    fake.planBatch = () => 'apply';
    expect(await statusOf(ctx, refused.roundIds[0]!)).toMatchObject({
      ogpStatus: 'failed',
      ogpLastError: 'OGP answered 400',
    });
  });

  /** Two reporters (as two processes would) flushing 12 requests' worth of rounds at once. */
  async function expectTwoReportersWithinTheLimit(gates: [OgpSendGate, OgpSendGate] | null) {
    const ctx = context();
    const queued = [];
    for (let i = 0; i < 4; i++) queued.push(await queuedGame(ctx, client, 1, 3));
    const before = fake.accepted.length;
    const first = reporter({ claimSize: 2, ...(gates ? { gate: gates[0] } : {}) });
    const second = reporter({ claimSize: 2, ...(gates ? { gate: gates[1] } : {}) });
    const outcomes = await Promise.all([first.flush(), second.flush()]);
    expect(outcomes.reduce((sum, each) => sum + each.reported, 0)).toBe(12);
    for (const game of queued) expect(entriesOf(game.ogpGameId)).toHaveLength(3);
    expect(fake.accepted.length - before).toBe(12);
    expect(fake.tooManyRequests).toBe(0);
    expect(busiestSecond(fake, before)).toBeLessThanOrEqual(FAKE_OGP_BATCHES_PER_SECOND);
  }

  it('two reporters sharing the database budget never send over 3 requests in any second, nor a round twice', async () => {
    await expectTwoReportersWithinTheLimit(null);
  });

  it('so do two reporters sharing the budget through Redis (REDIS_URL)', async (test) => {
    if (!(await redisIsReachable())) {
      if (testEnv.isCi) throw new Error(`CI=true requires Redis at ${REDIS_URL}`);
      test.skip();
    }
    const key = `promptplay-test:ogp-send-slots:${randomUUID()}`;
    const gates = [createRedisSendGate(REDIS_URL, key), createRedisSendGate(REDIS_URL, key)];
    try {
      // The stand-in counts every request; the previous test's went through the database
      // budget, so this one starts a second later.
      await gates[0]!.pause(2000);
      await expectTwoReportersWithinTheLimit([gates[0]!, gates[1]!]);
    } finally {
      for (const gate of gates) await gate.close();
    }
  });

  it('drops rounds of a game no longer registered instead of sending them', async () => {
    const ctx = context();
    const { roundIds, gameId, ogpGameId } = await queuedGame(ctx, client, 1);
    await ctx.db.update(games).set({ registeredToOgp: false }).where(eq(games.id, gameId));
    await reporter().flush();
    expect(entriesOf(ogpGameId)).toEqual([]);
    expect((await statusOf(ctx, roundIds[0]!)).ogpStatus).toBe('none');
  });
});
