import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { games, playResults } from '../../db/schema.js';
import { describeEachDatabase, type TestContext } from '../../testing/testHarness.js';
import { createSocialPlayer, insertTestGame } from '../../testing/testPlayers.js';
import type { OgpClient, OgpPlayerPoints } from './ogpClient.js';
import { createOgpPointsReporter } from './pointsReporter.js';

interface RecordingClient extends OgpClient {
  batches: { gameApiKey: string; points: OgpPlayerPoints[] }[];
  failures: number;
}

/** An OGP client that records batches and fails the first `failures` calls. */
function recordingClient(failures = 0): RecordingClient {
  const client: RecordingClient = {
    batches: [],
    failures,
    registerGame: () => Promise.reject(new Error('not used')),
    updateGame: () => Promise.reject(new Error('not used')),
    savePoints(gameApiKey, points) {
      if (client.failures > 0) {
        client.failures -= 1;
        return Promise.reject(new Error('OGP answered 503'));
      }
      client.batches.push({ gameApiKey, points: [...points] });
      return Promise.resolve();
    },
  };
  return client;
}

const quietLog = { warn: () => undefined };

async function pendingRounds(ctx: TestContext, count: number, apiKey = `pk-${randomUUID()}`) {
  const owner = await createSocialPlayer(ctx);
  const gameId = await insertTestGame(ctx, owner.playerId);
  await ctx.db
    .update(games)
    .set({ registeredToOgp: true, ogpGameId: `ogp-${gameId}`, ogpGameApiKey: apiKey })
    .where(eq(games.id, gameId));
  const players = [await createSocialPlayer(ctx), await createSocialPlayer(ctx)];
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    ids.push(id);
    await ctx.db.insert(playResults).values({
      id,
      sessionId: randomUUID(),
      playerId: players[i % 2]!.playerId,
      gameId,
      source: 'feed_play',
      won: true,
      score: 10,
      durationMs: 60_000,
      ogpStatus: 'pending',
      ogpPoints: 10,
    });
  }
  return { apiKey, ids, gameId, players };
}

async function statusOf(ctx: TestContext, id: string) {
  const [row] = await ctx.db.select().from(playResults).where(eq(playResults.id, id));
  return row!;
}

describeEachDatabase('OGP points reporter', (context) => {
  it('sends one batch per game with each player’s summed points, in batches of the set size', async () => {
    const ctx = context();
    const { apiKey, ids, players } = await pendingRounds(ctx, 5);
    const client = recordingClient();
    const reporter = createOgpPointsReporter({
      db: ctx.db,
      client,
      clock: ctx.clock,
      log: quietLog,
      batchSize: 2,
    });
    expect(await reporter.flush()).toEqual({ reported: 5, failed: 0 });
    const mine = client.batches.filter((batch) => batch.gameApiKey === apiKey);
    expect(mine).toHaveLength(3);
    const total = new Map<string, number>();
    for (const batch of mine)
      for (const entry of batch.points)
        total.set(entry.playerId, (total.get(entry.playerId) ?? 0) + entry.points);
    expect(total.get(players[0]!.playerId)).toBe(30);
    expect(total.get(players[1]!.playerId)).toBe(20);
    for (const id of ids) expect((await statusOf(ctx, id)).ogpStatus).toBe('reported');
    expect(await reporter.flush()).toEqual({ reported: 0, failed: 0 });
  });

  it('retries a failed batch after its backoff and gives up after the attempt cap', async () => {
    const ctx = context();
    const { ids } = await pendingRounds(ctx, 1);
    const client = recordingClient(Number.POSITIVE_INFINITY);
    const reporter = createOgpPointsReporter({
      db: ctx.db,
      client,
      clock: ctx.clock,
      log: quietLog,
      maxAttempts: 3,
      retryBaseMs: 1000,
    });
    await reporter.flush();
    expect(await statusOf(ctx, ids[0]!)).toMatchObject({ ogpStatus: 'pending', ogpAttempts: 1 });
    await reporter.flush(); // not due yet: nothing is sent
    expect((await statusOf(ctx, ids[0]!)).ogpAttempts).toBe(1);
    ctx.clock.advance(1000);
    await reporter.flush();
    expect(await statusOf(ctx, ids[0]!)).toMatchObject({ ogpStatus: 'pending', ogpAttempts: 2 });
    ctx.clock.advance(2000);
    await reporter.flush();
    expect(await statusOf(ctx, ids[0]!)).toMatchObject({ ogpStatus: 'failed', ogpAttempts: 3 });
  });

  it('delivers after a transient failure, and a crashed reporter’s claim expires', async () => {
    const ctx = context();
    const { ids, apiKey } = await pendingRounds(ctx, 1);
    const flaky = recordingClient(1);
    const reporter = createOgpPointsReporter({
      db: ctx.db,
      client: flaky,
      clock: ctx.clock,
      log: quietLog,
      retryBaseMs: 500,
      leaseMs: 10_000,
    });
    await reporter.flush();
    ctx.clock.advance(500);
    await reporter.flush();
    expect(flaky.batches.filter((batch) => batch.gameApiKey === apiKey)).toHaveLength(1);
    expect((await statusOf(ctx, ids[0]!)).ogpStatus).toBe('reported');

    // A claim whose reporter died (lease set, still pending) is picked up once the lease ends.
    const orphan = await pendingRounds(ctx, 1);
    const leaseUntil = new Date(ctx.clock.now().getTime() + 10_000);
    await ctx.db
      .update(playResults)
      .set({ ogpNextAttemptAt: leaseUntil })
      .where(eq(playResults.id, orphan.ids[0]!));
    const healthy = recordingClient();
    const other = createOgpPointsReporter({
      db: ctx.db,
      client: healthy,
      clock: ctx.clock,
      log: quietLog,
    });
    await other.flush();
    expect(healthy.batches.some((batch) => batch.gameApiKey === orphan.apiKey)).toBe(false);
    ctx.clock.advance(10_000);
    await other.flush();
    expect(healthy.batches.filter((batch) => batch.gameApiKey === orphan.apiKey)).toHaveLength(1);
  });

  it('drops rounds of a game no longer registered instead of sending them', async () => {
    const ctx = context();
    const { ids, gameId } = await pendingRounds(ctx, 1);
    await ctx.db.update(games).set({ registeredToOgp: false }).where(eq(games.id, gameId));
    const client = recordingClient();
    const reporter = createOgpPointsReporter({
      db: ctx.db,
      client,
      clock: ctx.clock,
      log: quietLog,
    });
    await reporter.flush();
    expect(client.batches).toEqual([]);
    expect((await statusOf(ctx, ids[0]!)).ogpStatus).toBe('none');
  });
});
