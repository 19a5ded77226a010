import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../appTypes.js';
import { expectApiError } from '../../testing/apiAssertions.js';
import { startFakeOgpServer, type FakeOgpServer } from '../../testing/fakeOgpServer.js';
import { describeEachDatabase } from '../../testing/testHarness.js';
import {
  createSocialPlayer,
  insertTestGame,
  registerGuest,
  type TestPlayer,
} from '../../testing/testPlayers.js';

function post(app: App, url: string, player: TestPlayer | null, payload: object) {
  return app.inject({ method: 'POST', url, headers: player?.headers ?? {}, payload });
}

const REGISTER = '/api/player-profile/ogp/register-game';
const UPDATE = '/api/player-profile/ogp/update-game';
const STATUS = '/api/my-games/update-ogp-status';

describeEachDatabase('ogp', (context) => {
  let fake: FakeOgpServer;
  let app: App;
  beforeAll(async () => {
    fake = await startFakeOgpServer(() => context().clock.now().getTime());
    app = await context().buildAnotherApp({
      ogp: { baseUrl: fake.baseUrl, apiKey: fake.apiKey, secretKey: fake.secretKey },
    });
  });
  afterAll(async () => fake.close());

  it('registers, updates and flags an own game with signed requests', async () => {
    const ctx = context();
    const owner = await createSocialPlayer(ctx, 'Owner');
    const gameId = await insertTestGame(ctx, owner.playerId);
    const registered = await post(app, REGISTER, owner, { gameId });
    expect(registered.statusCode, registered.body).toBe(200);
    const { ogpGameId } = registered.json<{ ogpGameId: string }>();
    expect(ogpGameId).toMatch(/^ogp-/);
    expect(registered.json()).toEqual({ ogpGameId, registeredToOgp: true });
    const feed = await app.inject({ url: `/api/game-feeds/${gameId}` });
    expect(feed.json()).toMatchObject({ ogpGameId, registeredToOgp: true });
    expect(feed.json<{ ogpGameApiKey: string }>().ogpGameApiKey).toMatch(/^pk-/);

    expect((await post(app, UPDATE, owner, { gameId })).json()).toEqual({
      ogpGameId,
      registeredToOgp: true,
    });
    expect(fake.accepted.map((each) => `${each.method} ${each.path}`)).toEqual([
      'POST /v1/games',
      `POST /v1/games/update/${ogpGameId}`,
    ]);
    expect(fake.accepted[0]?.body).toMatchObject({ externalId: gameId });
    expect(fake.refused).toBe(0);
    expect(JSON.stringify(fake.accepted)).not.toContain(fake.secretKey);

    const off = await post(app, STATUS, owner, { gameId, registeredToOgp: false });
    expect(off.json()).toEqual({ ogpGameId, registeredToOgp: false });
    expect((await app.inject({ url: `/api/game-feeds/${gameId}` })).json()).toMatchObject({
      registeredToOgp: false,
    });
  });

  it('reports a wrong secret as an upstream failure (the fake refuses the signature)', async () => {
    const ctx = context();
    const wrong = await ctx.buildAnotherApp({
      ogp: { baseUrl: fake.baseUrl, apiKey: fake.apiKey, secretKey: 'not-the-secret' },
    });
    const owner = await createSocialPlayer(ctx);
    const gameId = await insertTestGame(ctx, owner.playerId);
    const refusedBefore = fake.refused;
    expectApiError(await post(wrong, REGISTER, owner, { gameId }), 502, 'UPSTREAM_FAILED');
    expect(fake.refused).toBe(refusedBefore + 1);
  });

  it('answers 503 NOT_CONFIGURED without OGP settings', async () => {
    const ctx = context();
    const owner = await createSocialPlayer(ctx);
    const gameId = await insertTestGame(ctx, owner.playerId);
    expectApiError(await post(ctx.app, REGISTER, owner, { gameId }), 503, 'NOT_CONFIGURED');
  });

  describe('roles (spec §6)', () => {
    it('refuses guests, anonymous callers and other players', async () => {
      const ctx = context();
      const owner = await createSocialPlayer(ctx, 'Owner');
      const stranger = await createSocialPlayer(ctx, 'Stranger');
      const guest = await registerGuest(ctx);
      const gameId = await insertTestGame(ctx, owner.playerId);
      const guestGame = await insertTestGame(ctx, guest.playerId);
      for (const url of [REGISTER, UPDATE]) {
        expectApiError(await post(app, url, guest, { gameId: guestGame }), 401, 'UNAUTHORIZED');
        expectApiError(await post(app, url, null, { gameId }), 401, 'UNAUTHORIZED');
        expectApiError(await post(app, url, stranger, { gameId }), 403, 'FORBIDDEN');
      }
      expectApiError(
        await post(app, STATUS, stranger, { gameId, registeredToOgp: false }),
        403,
        'FORBIDDEN',
      );
      expectApiError(
        await post(app, STATUS, guest, { gameId: guestGame, registeredToOgp: false }),
        401,
        'UNAUTHORIZED',
      );
      expectApiError(
        await post(app, REGISTER, owner, { gameId: 'no-such-game' }),
        404,
        'NOT_FOUND',
      );
      expect((await app.inject({ url: `/api/game-feeds/${gameId}` })).json()).toMatchObject({
        registeredToOgp: false,
        ogpGameId: null,
      });
    });
  });
});
