import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  accessTokenClaimsSchema,
  jwksResponseSchema,
  tokenResponseSchema,
  tokenValidateResponseSchema,
  type TokenResponse,
} from '@promptplay/contracts';
import { eq } from 'drizzle-orm';
import { createLocalJWKSet, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { players } from '../../db/schema.js';
import { expectApiError } from '../../testing/apiAssertions.js';
import { describeEachDatabase, type TestContext } from '../../testing/testHarness.js';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

async function register(ctx: TestContext): Promise<TokenResponse> {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/player/register' });
  expect(response.statusCode, response.body).toBe(200);
  return tokenResponseSchema.parse(response.json());
}

async function validate(ctx: TestContext, token: string) {
  const response = await ctx.app.inject({
    url: '/api/auth/token/validate',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return tokenValidateResponseSchema.parse(response.json()).is_valid;
}

function refresh(ctx: TestContext, refreshToken: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/auth/token',
    headers: FORM,
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      scope: 'game.session player.profile',
    }).toString(),
  });
}

describeEachDatabase('auth', (context) => {
  describe('guest registration', () => {
    it('creates a guest player and answers bearer tokens', async () => {
      const ctx = context();
      const tokens = await register(ctx);
      expect(tokens.token_type).toBe('Bearer');
      expect(tokens.expires_in).toBe(15 * 60);
      expect(tokens.refresh_token).not.toBe(tokens.access_token);

      const jwks = await ctx.app.inject({ url: '/api/.well-known/jwks.json' });
      expect(jwks.statusCode).toBe(200);
      const keys = jwksResponseSchema.parse(jwks.json());
      for (const key of keys.keys) expect(key).not.toHaveProperty('d');

      const { payload, protectedHeader } = await jwtVerify(
        tokens.access_token,
        createLocalJWKSet({ keys: keys.keys }),
        {
          audience: ACCESS_TOKEN_AUDIENCE,
          issuer: ACCESS_TOKEN_ISSUER,
          currentDate: ctx.clock.now(),
        },
      );
      expect(protectedHeader.alg).toBe('ES256');
      const claims = accessTokenClaimsSchema.parse(payload);
      expect(claims).toMatchObject({ authMethod: 'guest', loginMethod: 'guest' });
      expect(payload.sub).toBe(claims.playerId);
      expect(payload.exp! - payload.iat!).toBe(tokens.expires_in);

      const [player] = await ctx.db.select().from(players).where(eq(players.id, claims.playerId));
      expect(player?.playerName).toMatch(/^Player\d{4}$/);
      expect(player?.authMethod).toBe('guest');
    });

    it('gives every registration its own player', async () => {
      const ctx = context();
      const first = await register(ctx);
      const second = await register(ctx);
      const idOf = (token: string) =>
        JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
      expect(idOf(first.access_token).sub).not.toBe(idOf(second.access_token).sub);
    });

    it('accepts an empty body labelled as JSON, and ignores a JSON body', async () => {
      const ctx = context();
      for (const payload of ['', '{}']) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/player/register',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode, response.body).toBe(200);
        tokenResponseSchema.parse(response.json());
      }
    });

    it('rejects malformed JSON with a 400 error body', async () => {
      const response = await context().app.inject({
        method: 'POST',
        url: '/api/player/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"oops":',
      });
      expectApiError(response, 400, 'BAD_REQUEST', 'body');
    });
  });

  describe('token validation', () => {
    it('says a fresh token is valid and an expired one is not', async () => {
      const ctx = context();
      const tokens = await register(ctx);
      expect(await validate(ctx, tokens.access_token)).toBe(true);
      ctx.clock.advance(tokens.expires_in * 1000 + 1000);
      expect(await validate(ctx, tokens.access_token)).toBe(false);
    });

    it('says garbage, tampered and foreign-signed tokens are not valid', async () => {
      const ctx = context();
      const tokens = await register(ctx);
      const [header, payload, signature] = tokens.access_token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as object;
      const tampered = Buffer.from(
        JSON.stringify({ ...claims, playerId: 'someone-else' }),
      ).toString('base64url');
      const { privateKey } = await generateKeyPair('ES256');
      const foreign = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'ES256' })
        .sign(privateKey);

      expect(await validate(ctx, 'not-a-jwt')).toBe(false);
      expect(await validate(ctx, `${header}.${tampered}.${signature}`)).toBe(false);
      expect(await validate(ctx, foreign)).toBe(false);
    });

    it('answers 401 with the error body when the bearer header is missing', async () => {
      const ctx = context();
      expectApiError(
        await ctx.app.inject({ url: '/api/auth/token/validate' }),
        401,
        'UNAUTHORIZED',
        'authorization',
      );
      const basic = await ctx.app.inject({
        url: '/api/auth/token/validate',
        headers: { authorization: 'Basic dXNlcjpwYXNz' },
      });
      expectApiError(basic, 401, 'UNAUTHORIZED');
    });
  });

  describe('refresh token rotation', () => {
    it('rotates: a refresh gives new tokens for the same player', async () => {
      const ctx = context();
      const first = await register(ctx);
      ctx.clock.advance(60_000);
      const response = await refresh(ctx, first.refresh_token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const second = tokenResponseSchema.parse(response.json());
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect(second.access_token).not.toBe(first.access_token);
      expect(await validate(ctx, second.access_token)).toBe(true);
      const sub = (token: string) =>
        (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string })
          .sub;
      expect(sub(second.access_token)).toBe(sub(first.access_token));

      const third = await refresh(ctx, second.refresh_token);
      expect(third.statusCode).toBe(200);
    });

    it('revokes the whole family when a rotated token is used again', async () => {
      const ctx = context();
      const first = await register(ctx);
      const second = tokenResponseSchema.parse((await refresh(ctx, first.refresh_token)).json());

      expectApiError(await refresh(ctx, first.refresh_token), 401, 'UNAUTHORIZED', 'refresh_token');
      // The legitimate holder's newer token is gone too: the family is revoked.
      expectApiError(await refresh(ctx, second.refresh_token), 401, 'UNAUTHORIZED');

      // Other families are untouched.
      const other = await register(ctx);
      expect((await refresh(ctx, other.refresh_token)).statusCode).toBe(200);
    });

    it('refuses unknown and expired refresh tokens', async () => {
      const ctx = context();
      expectApiError(await refresh(ctx, 'never-issued-token'), 401, 'UNAUTHORIZED');
      const tokens = await register(ctx);
      ctx.clock.advance(31 * 24 * 60 * 60 * 1000);
      expectApiError(await refresh(ctx, tokens.refresh_token), 401, 'UNAUTHORIZED');
    });

    it('also accepts the refresh grant as JSON', async () => {
      const ctx = context();
      const tokens = await register(ctx);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/auth/token',
        payload: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
      });
      expect(response.statusCode, response.body).toBe(200);
    });

    it('answers bad refresh requests with 400/413/415 error bodies naming the problem', async () => {
      const ctx = context();
      const post = (payload: string, contentType = FORM['content-type']) =>
        ctx.app.inject({
          method: 'POST',
          url: '/auth/token',
          headers: { 'content-type': contentType },
          payload,
        });

      expectApiError(
        await post('grant_type=refresh_token'),
        400,
        'VALIDATION_FAILED',
        'refresh_token',
      );
      expectApiError(await post('refresh_token=abc'), 400, 'VALIDATION_FAILED', 'grant_type');
      expectApiError(
        await post('grant_type=password&refresh_token=abc'),
        400,
        'VALIDATION_FAILED',
        'grant_type',
      );
      expectApiError(
        await post(`grant_type=refresh_token&refresh_token=${'x'.repeat(600)}`),
        400,
        'VALIDATION_FAILED',
        'refresh_token',
      );
      expectApiError(
        await post('grant_type=refresh_token&refresh_token=a&refresh_token=b'),
        400,
        'VALIDATION_FAILED',
        'refresh_token',
      );
      const empty = await ctx.app.inject({ method: 'POST', url: '/auth/token' });
      expectApiError(empty, 400, 'VALIDATION_FAILED', 'body');
      expectApiError(await post('{"grant_type":', 'application/json'), 400, 'BAD_REQUEST', 'body');
      expectApiError(
        await post('grant_type=refresh_token', 'text/plain'),
        400,
        'VALIDATION_FAILED',
        'body',
      );
      expectApiError(
        await post('<grant_type/>', 'application/xml'),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'body',
      );
      expectApiError(
        await post(`grant_type=refresh_token&refresh_token=${'x'.repeat(100 * 1024)}`),
        413,
        'PAYLOAD_TOO_LARGE',
        'body',
      );
    });
  });

  describe('signing keys', () => {
    it('keeps one signing key across app restarts, so old tokens stay valid', async () => {
      const ctx = context();
      const tokens = await register(ctx);
      const restarted = await ctx.buildAnotherApp();
      const response = await restarted.inject({
        url: '/api/auth/token/validate',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(response.json()).toEqual({ is_valid: true });
      const keys = jwksResponseSchema.parse(
        (await restarted.inject({ url: '/api/.well-known/jwks.json' })).json(),
      );
      expect(keys.keys).toHaveLength(1);
    });
  });
});
