import { accessTokenClaimsSchema, playerProfileSchema } from '@promptplay/contracts';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { codeExchangeResponseSchema } from '../../contractsPending.js';
import { identities, signInAttempts } from '../../db/schema.js';
import { expectApiError } from '../../testing/apiAssertions.js';
import { BrowserSession } from '../../testing/browserSession.js';
import { LOGIN_PATH, signInAtProvider } from '../../testing/localSignIn.js';
import { describeEachDatabase, type TestContext } from '../../testing/testHarness.js';
import { insertTestGame, registerGuest, type TestPlayer } from '../../testing/testPlayers.js';

function exchange(ctx: TestContext, code: string, guest?: TestPlayer, browser?: BrowserSession) {
  const form = { grant_type: 'authorization_code', code };
  if (browser)
    return browser.request('POST', '/auth/token/google/predefined', {
      form,
      headers: guest?.headers ?? {},
    });
  return ctx.app.inject({
    method: 'POST',
    url: '/auth/token/google/predefined',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...guest?.headers },
    payload: new URLSearchParams(form).toString(),
  });
}

async function profileOf(ctx: TestContext, accessToken: string) {
  const response = await ctx.app.inject({
    url: '/api/player-profile',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return playerProfileSchema.parse(response.json());
}

describeEachDatabase('sign-in', (context) => {
  describe('OIDC round trip with the local provider', () => {
    it('upgrades the guest in place: same id, social tokens, name and games kept', async () => {
      const ctx = context();
      const guest = await registerGuest(ctx);
      const gameId = await insertTestGame(ctx, guest.playerId);
      const browser = new BrowserSession(ctx.app);
      const code = await signInAtProvider(browser, {
        email: 'ada@example.test',
        name: 'Ada Lovelace',
      });

      const response = await exchange(ctx, code, guest, browser);
      expect(response.statusCode, response.body).toBe(200);
      const tokens = codeExchangeResponseSchema.parse(response.json());
      expect(tokens.return_url).toBe('/profile');
      const claims = accessTokenClaimsSchema.parse(decodeJwt(tokens.access_token));
      expect(claims).toEqual({
        playerId: guest.playerId,
        authMethod: 'social',
        loginMethod: 'google',
      });

      const profile = await profileOf(ctx, tokens.access_token);
      expect(profile).toMatchObject({ playerName: 'Ada Lovelace', email: 'ada@example.test' });
      expect(profile.feeds.map((game) => game.id)).toEqual([gameId]);
      const flag = await ctx.app.inject({
        url: '/api/ogp/has-logged-in',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(flag.json()).toEqual({ hasEverLoggedIn: true });

      // Logout revokes the refresh family the exchange started.
      const logout = await browser.request(
        'GET',
        '/auth/logout/google/predefined?returnUrl=http%3A%2F%2Flocalhost%2F',
      );
      expect(logout.statusCode).toBe(302);
      expect(logout.headers.location).toBe('http://localhost/');
      const refreshed = await ctx.app.inject({
        method: 'POST',
        url: '/auth/token',
        payload: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
      });
      expectApiError(refreshed, 401, 'UNAUTHORIZED');
    });

    it('signs a second guest into the existing player and moves its games over', async () => {
      const ctx = context();
      const account = { email: 'bob@example.test', name: 'Bobby' };
      const first = await exchange(
        ctx,
        await signInAtProvider(new BrowserSession(ctx.app), account),
      );
      const firstTokens = codeExchangeResponseSchema.parse(first.json());
      const owner = accessTokenClaimsSchema.parse(decodeJwt(firstTokens.access_token)).playerId;

      const guest = await registerGuest(ctx);
      const guestGame = await insertTestGame(ctx, guest.playerId);
      const code = await signInAtProvider(new BrowserSession(ctx.app), account);
      const second = codeExchangeResponseSchema.parse((await exchange(ctx, code, guest)).json());
      expect(accessTokenClaimsSchema.parse(decodeJwt(second.access_token)).playerId).toBe(owner);
      const profile = await profileOf(ctx, second.access_token);
      expect(profile.playerName).toBe('Bobby');
      expect(profile.feeds.map((game) => game.id)).toEqual([guestGame]);
      const game = await ctx.app.inject({ url: `/api/game-feeds/${guestGame}` });
      expect(game.json()).toMatchObject({ createdBy: owner, playerName: 'Bobby' });
    });
  });

  describe('refusals', () => {
    it('refuses a reused code and an expired one', async () => {
      const ctx = context();
      const code = await signInAtProvider(new BrowserSession(ctx.app), {
        email: 'c@example.test',
        name: 'Cara',
      });
      expect((await exchange(ctx, code)).statusCode).toBe(200);
      expectApiError(await exchange(ctx, code), 400, 'BAD_REQUEST', 'code');

      const late = await signInAtProvider(new BrowserSession(ctx.app), {
        email: 'd@example.test',
        name: 'Dora',
      });
      ctx.clock.advance(61_000);
      expectApiError(await exchange(ctx, late), 400, 'BAD_REQUEST', 'code');
      expectApiError(await exchange(ctx, 'made-up'), 400, 'BAD_REQUEST', 'code');
    });

    it('refuses a foreign returnUrl before any redirect', async () => {
      const ctx = context();
      for (const returnUrl of [
        'https://evil.test/',
        '//evil.test/x',
        'http://localhost.evil.test/',
      ]) {
        const response = await ctx.app.inject({
          url: `${LOGIN_PATH}?returnUrl=${encodeURIComponent(returnUrl)}`,
        });
        expectApiError(response, 400, 'BAD_REQUEST', 'returnUrl');
      }
    });

    it('sends a callback with a mismatched state to /auth/error', async () => {
      const ctx = context();
      const browser = new BrowserSession(ctx.app);
      const page = await browser.follow(`${LOGIN_PATH}?returnUrl=%2F`);
      const posted = await browser.request('POST', page.url, {
        form: { email: 'e@example.test', name: 'Eve' },
      });
      const landed = await browser.follow(String(posted.headers.location), '/auth/callback/google');
      const tampered = new URL(landed.url);
      tampered.searchParams.set('state', 'forged');
      const answer = await browser.request('GET', tampered.href);
      expect(answer.headers.location).toBe('http://localhost/auth/error');
      // Another browser (no state cookie) cannot finish it either.
      const stranger = await ctx.app.inject({
        url: `${new URL(landed.url).pathname}${new URL(landed.url).search}`,
      });
      expect(stranger.headers.location).toBe('http://localhost/auth/error');
    });

    it('asks for PKCE (S256) and fails the sign-in when the verifier does not match', async () => {
      const ctx = context();
      const browser = new BrowserSession(ctx.app);
      const start = await browser.request('GET', `${LOGIN_PATH}?returnUrl=%2F`);
      const authorize = new URL(String(start.headers.location));
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
      const page = await browser.follow(authorize.href);
      const posted = await browser.request('POST', page.url, {
        form: { email: 'pkce@example.com', name: 'Pkce' },
      });
      const callback = await browser.follow(
        String(posted.headers.location),
        '/auth/callback/google',
      );
      const state = new URL(callback.url).searchParams.get('state')!;
      // The provider issued a code bound to the challenge; a different verifier must not redeem it.
      await ctx.db
        .update(signInAttempts)
        .set({ codeVerifier: 'x'.repeat(43) })
        .where(eq(signInAttempts.state, state));
      const finished = await browser.request('GET', callback.url);
      expect(finished.statusCode).toBe(302);
      expect(String(finished.headers.location)).toMatch(/\/auth\/error$/);
      expect(
        await ctx.db.select().from(identities).where(eq(identities.email, 'pkce@example.com')),
      ).toEqual([]);
    });
  });
});
