import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../appTypes.js';
import { games, playResults } from '../../db/schema.js';
import { expectApiError } from '../../testing/apiAssertions.js';
import { startFakeOgpServer, type FakeOgpServer } from '../../testing/fakeOgpServer.js';
import { describeEachDatabase } from '../../testing/testHarness.js';
import {
  createSocialPlayer,
  insertTestGame,
  registerGuest,
  type TestPlayer,
} from '../../testing/testPlayers.js';
import { OGP_MAX_POINTS_PER_ROUND } from './service.js';

const RESULT = '/api/game-sessions/result';

function round(gameId: string, overrides: Record<string, unknown> = {}) {
  return {
    resultId: randomUUID(),
    sessionId: randomUUID(),
    gameId,
    source: 'feed_play',
    won: true,
    score: 120,
    durationMs: 45_000,
    ...overrides,
  };
}

function send(app: App, player: TestPlayer | null, payload: object) {
  return app.inject({ method: 'POST', url: RESULT, headers: player?.headers ?? {}, payload });
}

describeEachDatabase('play results and OGP points', (context) => {
  let fake: FakeOgpServer;
  let app: App;
  beforeAll(async () => {
    fake = await startFakeOgpServer(() => context().clock.now().getTime());
    app = await context().buildAnotherApp({
      ogp: { baseUrl: fake.baseUrl, apiKey: fake.apiKey, secretKey: fake.secretKey },
    });
  });
  afterAll(async () => fake.close());

  async function registeredGame(): Promise<{ gameId: string; apiKey: string }> {
    const ctx = context();
    const owner = await createSocialPlayer(ctx, 'Owner');
    const gameId = await insertTestGame(ctx, owner.playerId);
    const response = await app.inject({
      method: 'POST',
      url: '/api/player-profile/ogp/register-game',
      headers: owner.headers,
      payload: { gameId },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await ctx.db.select().from(games).where(eq(games.id, gameId));
    return { gameId, apiKey: row!.ogpGameApiKey! };
  }

  const batchesFor = (apiKey: string) =>
    fake.accepted.filter(
      (each) =>
        each.path === '/v1/play/dev/batch-save-points' &&
        (each.body as { gameApiKey: string }).gameApiKey === apiKey,
    );

  it('reports a signed-in player’s points for a registered game from the server, once', async () => {
    const { gameId, apiKey } = await registeredGame();
    const player = await createSocialPlayer(context(), 'Scorer');
    const first = round(gameId, { score: 120 });
    expect((await send(app, player, first)).json()).toEqual({ recorded: true });
    // A retried call with the same result id is recorded once.
    expect((await send(app, player, first)).json()).toEqual({ recorded: false });
    await expect.poll(() => batchesFor(apiKey).length, { timeout: 5_000 }).toBe(1);
    expect(batchesFor(apiKey)[0]!.body).toEqual({
      gameApiKey: apiKey,
      points: [{ playerId: player.playerId, points: 120 }],
    });
    const statusOf = async () =>
      (await context().db.select().from(playResults).where(eq(playResults.id, first.resultId)))[0]
        ?.ogpStatus;
    await expect.poll(statusOf, { timeout: 5_000 }).toBe('reported');
  });

  it('caps a round’s points and gives none to guests, short rounds or unregistered games', async () => {
    const { gameId, apiKey } = await registeredGame();
    const plain = await insertTestGame(context(), (await createSocialPlayer(context())).playerId);
    const player = await createSocialPlayer(context(), 'Capped');
    const guest = await registerGuest(context());
    await send(app, guest, round(gameId));
    await send(app, player, round(gameId, { durationMs: 500 }));
    await send(app, player, round(plain));
    await send(app, player, round(gameId, { score: 999_999 }));
    await expect.poll(() => batchesFor(apiKey).length, { timeout: 5_000 }).toBe(1);
    expect(batchesFor(apiKey)[0]!.body).toEqual({
      gameApiKey: apiKey,
      points: [{ playerId: player.playerId, points: OGP_MAX_POINTS_PER_ROUND }],
    });
    const statuses = await context()
      .db.select({ status: playResults.ogpStatus })
      .from(playResults)
      .where(eq(playResults.playerId, guest.playerId));
    expect(statuses).toEqual([{ status: 'none' }]);
  });

  it('counts a session once in the game’s plays, whatever its rounds', async () => {
    const ctx = context();
    const player = await createSocialPlayer(ctx);
    const gameId = await insertTestGame(ctx, player.playerId);
    const sessionId = randomUUID();
    await send(app, player, round(gameId, { sessionId }));
    await send(app, player, round(gameId, { sessionId }));
    await send(app, player, round(gameId));
    const [row] = await ctx.db.select().from(games).where(eq(games.id, gameId));
    expect(row?.playsCount).toBe(2);
  });

  it('refuses bad input naming the field, unknown games and anonymous callers', async () => {
    const ctx = context();
    const player = await createSocialPlayer(ctx);
    const gameId = await insertTestGame(ctx, player.playerId);
    const bad = await send(app, player, round(gameId, { score: -1 }));
    expectApiError(bad, 400, 'VALIDATION_FAILED');
    expect(JSON.stringify(bad.json())).toContain('score');
    expectApiError(
      await send(app, player, round(gameId, { resultId: 'x' })),
      400,
      'VALIDATION_FAILED',
    );
    expectApiError(await send(app, player, round('no-such-game')), 404, 'NOT_FOUND');
    expectApiError(await send(app, null, round(gameId)), 401, 'UNAUTHORIZED');
  });
});
