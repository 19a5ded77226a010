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
import { playsCountOf, startSession } from '../../testing/testSessions.js';
import { OGP_MAX_POINTS_PER_ROUND, RESULT_GAME_MISMATCH } from './service.js';

const RESULT = '/api/game-sessions/result';

function round(sessionId: string, gameId: string, overrides: Record<string, unknown> = {}) {
  return {
    resultId: randomUUID(),
    sessionId,
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

  /** A round of a new server session of `player` that started `afterMs` ago. */
  async function playedRound(
    player: TestPlayer,
    gameId: string,
    overrides: Record<string, unknown> = {},
    afterMs = 45_000,
  ) {
    const sessionId = await startSession(app, player, gameId);
    context().clock.advance(afterMs);
    return round(sessionId, gameId, overrides);
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
    const first = await playedRound(player, gameId, { score: 120 });
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
    await send(app, guest, await playedRound(guest, gameId));
    await send(app, player, await playedRound(player, gameId, { durationMs: 500 }));
    // The client claims 45 s, but the server saw the session start 2 s ago.
    await send(app, player, await playedRound(player, gameId, {}, 2_000));
    await send(app, player, await playedRound(player, plain));
    await send(app, player, await playedRound(player, gameId, { score: 999_999 }));
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
    const owner = await createSocialPlayer(ctx, 'Owner');
    const player = await createSocialPlayer(ctx);
    const gameId = await insertTestGame(ctx, owner.playerId);
    const first = await playedRound(player, gameId);
    expect((await send(app, player, first)).json()).toEqual({ recorded: true });
    ctx.clock.advance(30_000);
    const replay = round(first.sessionId, gameId);
    expect((await send(app, player, replay)).json()).toEqual({ recorded: true });
    expect(await playsCountOf(ctx, gameId)).toBe(1);
  });

  it('refuses bad input naming the field, unknown games and anonymous callers', async () => {
    const ctx = context();
    const player = await createSocialPlayer(ctx);
    const gameId = await insertTestGame(ctx, player.playerId);
    const valid = await playedRound(player, gameId);
    expectApiError(
      await send(app, player, { ...valid, score: -1 }),
      400,
      'VALIDATION_FAILED',
      'score',
    );
    expectApiError(
      await send(app, player, { ...valid, resultId: 'x' }),
      400,
      'VALIDATION_FAILED',
      'resultId',
    );
    expectApiError(await send(app, null, valid), 401, 'UNAUTHORIZED');
  });

  it('takes only results of the player’s own server-issued session of that game', async () => {
    const ctx = context();
    const player = await createSocialPlayer(ctx);
    const other = await createSocialPlayer(ctx, 'Other');
    const gameId = await insertTestGame(ctx, other.playerId);
    const otherGame = await insertTestGame(ctx, other.playerId);
    const valid = await playedRound(player, gameId);
    // A session id the client made up, and another player's session.
    expectApiError(
      await send(app, player, { ...valid, sessionId: randomUUID() }),
      404,
      'NOT_FOUND',
    );
    expectApiError(await send(app, other, valid), 404, 'NOT_FOUND');
    const mismatch = expectApiError(
      await send(app, player, { ...valid, gameId: otherGame }),
      400,
      'BAD_REQUEST',
      'gameId',
    );
    expect(mismatch.message).toBe(RESULT_GAME_MISMATCH);
    expect((await send(app, player, valid)).json()).toEqual({ recorded: true });
  });
});
