import { describe, expect, it } from 'vitest';
import type { App } from '../../appTypes.js';
import { expectApiError } from '../../testing/apiAssertions.js';
import { describeEachDatabase } from '../../testing/testHarness.js';
import {
  createSocialPlayer,
  insertTestGame,
  registerGuest,
  type TestPlayer,
} from '../../testing/testPlayers.js';
import {
  useFakeOgp,
  OGP_TEST_PUBLIC_URL,
  OGP_TEST_RULES,
  OGP_TEST_SITE,
  REGISTER_PATH,
  registerNewGame,
} from './ogpTestKit.js';
import { PUBLIC_URL_MISSING } from './service.js';

function post(app: App, url: string, player: TestPlayer | null, payload: object, host?: string) {
  const headers = { ...(player?.headers ?? {}), ...(host ? { host } : {}) };
  return app.inject({ method: 'POST', url, headers, payload });
}

const UPDATE = '/api/player-profile/ogp/update-game';
const STATUS = '/api/my-games/update-ogp-status';
const ATTACKER = 'attacker.example';

describeEachDatabase('ogp registration', (context) => {
  const suite = useFakeOgp(context);

  it('registers with the documented fields only: WEB, HTML, iframable, the caps and the play URL', async () => {
    const ctx = context();
    const owner = await createSocialPlayer(ctx, 'Owner');
    const gameId = await insertTestGame(ctx, owner.playerId);
    const registered = await post(suite.app, REGISTER_PATH, owner, { gameId });
    expect(registered.statusCode, registered.body).toBe(200);
    const { ogpGameId } = registered.json<{ ogpGameId: string }>();
    expect(registered.json()).toEqual({ ogpGameId, registeredToOgp: true });
    expect(suite.fake.games.get(ogpGameId)?.fields).toEqual({
      name: `Game ${gameId.split('-')[2]}`,
      description: 'A test game',
      gameUrl: `${OGP_TEST_PUBLIC_URL}/play/${gameId}`,
      platform: 'WEB',
      isHTMLGame: 'true',
      iframable: 'true',
      maxScorePerSession: String(OGP_TEST_RULES.caps.maxScorePerSession),
      maxSessionsPerDay: String(OGP_TEST_RULES.caps.maxSessionsPerDay),
      maxCumulativePointsPerDay: String(OGP_TEST_RULES.caps.maxCumulativePointsPerDay),
    });
    const feed = await suite.app.inject({ url: `/api/game-feeds/${gameId}` });
    expect(feed.json()).toMatchObject({
      ogpGameId,
      registeredToOgp: true,
      ogpGameApiKey: suite.fake.games.get(ogpGameId)!.gameApiKey,
    });

    expect((await post(suite.app, UPDATE, owner, { gameId })).json()).toEqual({
      ogpGameId,
      registeredToOgp: true,
    });
    expect(suite.fake.invalid).toEqual([]);
    expect(suite.fake.refused).toBe(0);
    expect(JSON.stringify(suite.fake.accepted)).not.toContain(suite.fake.secretKey);

    const off = await post(suite.app, STATUS, owner, { gameId, registeredToOgp: false });
    expect(off.json()).toEqual({ ogpGameId, registeredToOgp: false });
  });

  it('never hands a spoofed Host header to Play.fun, a share link or the page tags', async () => {
    const ctx = context();
    const owner = await createSocialPlayer(ctx, 'Owner');
    const gameId = await insertTestGame(ctx, owner.playerId);
    const registered = await post(suite.app, REGISTER_PATH, owner, { gameId }, ATTACKER);
    const { ogpGameId } = registered.json<{ ogpGameId: string }>();
    await post(suite.app, UPDATE, owner, { gameId }, ATTACKER);
    const sentToPlayFun = suite.fake.accepted.filter((each) =>
      JSON.stringify(each.body).includes(gameId),
    );
    expect(sentToPlayFun).toHaveLength(2);
    expect(JSON.stringify(sentToPlayFun)).not.toContain(ATTACKER);
    expect(suite.fake.games.get(ogpGameId)?.fields.gameUrl).toBe(
      `${OGP_TEST_PUBLIC_URL}/play/${gameId}`,
    );

    const headers = { host: ATTACKER, accept: '*/*' };
    const feed = await suite.app.inject({ url: `/api/game-feeds/${gameId}`, headers });
    expect(feed.json<{ shareUrl: string }>().shareUrl).toBe(
      `${OGP_TEST_PUBLIC_URL}/shared/${gameId}`,
    );
    const shared = await suite.app.inject({ url: `/shared/${gameId}`, headers });
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toContain(`${OGP_TEST_PUBLIC_URL}/shared/${gameId}`);
    expect(shared.body).not.toContain(ATTACKER);
  });

  it('refuses registration without PUBLIC_URL or without OGP settings (503 naming why)', async () => {
    const ctx = context();
    const owner = await createSocialPlayer(ctx);
    const gameId = await insertTestGame(ctx, owner.playerId);
    const withoutPublicUrl = await ctx.buildAnotherApp({
      ogp: {
        baseUrl: suite.fake.baseUrl,
        apiKey: suite.fake.apiKey,
        secretKey: suite.fake.secretKey,
      },
    });
    const refused = expectApiError(
      await post(withoutPublicUrl, REGISTER_PATH, owner, { gameId }, ATTACKER),
      503,
      'NOT_CONFIGURED',
    );
    expect(refused.message).toBe(PUBLIC_URL_MISSING);
    expectApiError(await post(ctx.app, REGISTER_PATH, owner, { gameId }), 503, 'NOT_CONFIGURED');
  });

  it('reports a wrong secret as an upstream failure (the suite.fake refuses the signature)', async () => {
    const ctx = context();
    const wrong = await ctx.buildAnotherApp({
      ogp: { baseUrl: suite.fake.baseUrl, apiKey: suite.fake.apiKey, secretKey: 'not-the-secret' },
      publicUrl: OGP_TEST_PUBLIC_URL,
      publicUrlConfigured: true,
    });
    const owner = await createSocialPlayer(ctx);
    const gameId = await insertTestGame(ctx, owner.playerId);
    const refusedBefore = suite.fake.refused;
    expectApiError(await post(wrong, REGISTER_PATH, owner, { gameId }), 502, 'UPSTREAM_FAILED');
    expect(suite.fake.refused).toBe(refusedBefore + 1);
  });

  describe('the registered play page', () => {
    it('answers HTML to any client, framable by our origin and the OGP site only', async () => {
      const ctx = context();
      const { gameId } = await registerNewGame(ctx, suite.app);
      for (const accept of [undefined, '*/*', 'application/json']) {
        const page = await suite.app.inject({
          url: `/play/${gameId}`,
          headers: accept ? { accept } : {},
        });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        expect(page.body).toContain('<div id="root">');
        expect(page.headers['x-frame-options']).toBeUndefined();
        const csp = String(page.headers['content-security-policy']);
        const ancestors = csp.split('; ').filter((part) => part.startsWith('frame-ancestors'));
        expect(ancestors).toEqual([`frame-ancestors 'self' ${OGP_TEST_SITE}`]);
      }
      // The game's own frame inside the page must admit the OGP site as an ancestor too.
      const runtime = await suite.app.inject({ url: '/runtime/index.html' });
      const runtimeAncestors = String(runtime.headers['content-security-policy'])
        .split('; ')
        .find((part) => part.startsWith('frame-ancestors'));
      expect(runtimeAncestors).toContain(OGP_TEST_SITE);
      const unknown = await suite.app.inject({
        url: '/play/no-such-game',
        headers: { accept: '*/*' },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['content-type']).toMatch(/^text\/html/);
    });
  });

  describe('roles (spec §6)', () => {
    it('refuses guests, anonymous callers and other players', async () => {
      const ctx = context();
      const owner = await createSocialPlayer(ctx, 'Owner');
      const stranger = await createSocialPlayer(ctx, 'Stranger');
      const guest = await registerGuest(ctx);
      const gameId = await insertTestGame(ctx, owner.playerId);
      const guestGame = await insertTestGame(ctx, guest.playerId);
      for (const url of [REGISTER_PATH, UPDATE]) {
        expectApiError(
          await post(suite.app, url, guest, { gameId: guestGame }),
          401,
          'UNAUTHORIZED',
        );
        expectApiError(await post(suite.app, url, null, { gameId }), 401, 'UNAUTHORIZED');
        expectApiError(await post(suite.app, url, stranger, { gameId }), 403, 'FORBIDDEN');
      }
      expectApiError(
        await post(suite.app, STATUS, stranger, { gameId, registeredToOgp: false }),
        403,
        'FORBIDDEN',
      );
      expectApiError(
        await post(suite.app, REGISTER_PATH, owner, { gameId: 'no-such-game' }),
        404,
        'NOT_FOUND',
      );
      expect((await suite.app.inject({ url: `/api/game-feeds/${gameId}` })).json()).toMatchObject({
        registeredToOgp: false,
        ogpGameId: null,
      });
    });
  });
});
