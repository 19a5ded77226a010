import { randomUUID } from 'node:crypto';
import { createConnection } from 'node:net';
import { InteractionType, MESSAGES } from '@promptplay/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../appTypes.js';
import { expectApiError } from '../../testing/apiAssertions.js';
import { describeEachDatabase, type TestContext } from '../../testing/testHarness.js';
import { createSocialPlayer, insertTestGame } from '../../testing/testPlayers.js';
import { testEnv } from '../../testing/testEnv.js';
import {
  defaultRateLimits,
  rateLimitSettingsFromEnv,
  type RateLimitSettings,
} from './rateLimitSettings.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function settingsWith(
  overrides: Partial<ReturnType<typeof defaultRateLimits>>,
  redisUrl?: string,
): RateLimitSettings {
  return {
    limits: { ...defaultRateLimits(), ...overrides },
    redisUrl,
    redisKeyPrefix: `promptplay-rate-limit-test:${randomUUID()}:`,
  };
}

const register = (app: App, remoteAddress = '203.0.113.7') =>
  app.inject({ method: 'POST', url: '/api/player/register', remoteAddress });

function like(app: App, headers: Record<string, string>, gameId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/player-interactions/add',
    headers,
    payload: { gameId, interactionType: InteractionType.Like },
  });
}

/** The 429 a caller sees past a limit: the one error body and a Retry-After in seconds. */
function expectRateLimited(response: Awaited<ReturnType<App['inject']>>, windowSeconds: number) {
  const body = expectApiError(response, 429, 'RATE_LIMITED');
  expect(body.message).toBe(MESSAGES.rateLimited);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

async function redisIsReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    const answer = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.setTimeout(1_000);
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });
}

/** The same tests on each store; `redisUrl` undefined: in memory. */
function abuseLimitSuite(
  context: () => TestContext,
  redisUrl: string | undefined,
  isAvailable: () => boolean,
) {
  it('refuses guests minted from one address past its limit, not other addresses', async (test) => {
    if (!isAvailable()) return test.skip();
    const app = await context().buildAnotherApp({
      rateLimits: settingsWith(
        { register: { perAddress: 3, perPlayer: null, windowMs: 600_000 } },
        redisUrl,
      ),
    });
    for (let guest = 0; guest < 3; guest += 1) {
      expect((await register(app)).statusCode).toBe(200);
    }
    expectRateLimited(await register(app), 600);
    expect((await register(app, '198.51.100.20')).statusCode).toBe(200);
  });

  it('limits each player on its own, and the address as a whole', async (test) => {
    if (!isAvailable()) return test.skip();
    const ctx = context();
    const app = await ctx.buildAnotherApp({
      rateLimits: settingsWith(
        { like: { perAddress: 5, perPlayer: 2, windowMs: 60_000 } },
        redisUrl,
      ),
    });
    const gameId = await insertTestGame(ctx, null);
    const first = await createSocialPlayer(ctx, 'First');
    const second = await createSocialPlayer(ctx, 'Second');
    expect((await like(app, first.headers, gameId)).statusCode).toBe(200);
    expect((await like(app, first.headers, gameId)).statusCode).toBe(200);
    expectRateLimited(await like(app, first.headers, gameId), 60);
    expect((await like(app, second.headers, gameId)).statusCode).toBe(200);
    expect((await like(app, second.headers, gameId)).statusCode).toBe(200);
    // Five requests from this address so far: the sixth is refused whoever sends it.
    const third = await createSocialPlayer(ctx, 'Third');
    expectRateLimited(await like(app, third.headers, gameId), 60);
  });
}

describeEachDatabase('abuse limits', (context) => {
  describe('in memory', () => abuseLimitSuite(context, undefined, () => true));

  describe('in Redis', () => {
    let reachable = false;
    beforeAll(async () => {
      reachable = await redisIsReachable(REDIS_URL);
      if (!reachable && testEnv.isCi) throw new Error(`CI=true requires Redis at ${REDIS_URL}`);
    });
    it('shares counters between API processes', async (test) => {
      if (!reachable) return test.skip();
      const settings = settingsWith(
        { register: { perAddress: 2, perPlayer: null, windowMs: 600_000 } },
        REDIS_URL,
      );
      const first = await context().buildAnotherApp({ rateLimits: settings });
      const second = await context().buildAnotherApp({ rateLimits: settings });
      expect((await register(first)).statusCode).toBe(200);
      expect((await register(second)).statusCode).toBe(200);
      expectRateLimited(await register(first), 600);
    });
    abuseLimitSuite(context, REDIS_URL, () => reachable);
  });

  it('lets a shared network mint at least 60 guests in 10 minutes by default', async () => {
    const settings = rateLimitSettingsFromEnv({});
    const app = await context().buildAnotherApp({ rateLimits: settings });
    for (let guest = 0; guest < 60; guest += 1) {
      expect((await register(app, '192.0.2.60')).statusCode).toBe(200);
    }
  });

  it('counts the client behind a trusted proxy, and only then', async () => {
    const oneGuestEach = () =>
      settingsWith({ register: { perAddress: 1, perPlayer: null, windowMs: 60_000 } });
    const behindProxy = await context().buildAnotherApp({
      rateLimits: oneGuestEach(),
      trustProxy: true,
    });
    const forwardedFor = (app: App, client: string) =>
      app.inject({
        method: 'POST',
        url: '/api/player/register',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': client },
      });
    expect((await forwardedFor(behindProxy, '198.51.100.1')).statusCode).toBe(200);
    expect((await forwardedFor(behindProxy, '198.51.100.2')).statusCode).toBe(200);
    expectRateLimited(await forwardedFor(behindProxy, '198.51.100.1'), 60);

    // Without TRUST_PROXY the header is the caller's word: the socket's address counts.
    const direct = await context().buildAnotherApp({ rateLimits: oneGuestEach() });
    expect((await forwardedFor(direct, '198.51.100.1')).statusCode).toBe(200);
    expectRateLimited(await forwardedFor(direct, '198.51.100.2'), 60);
  });
});

describe('rate limit settings from the environment', () => {
  it('defaults to the table, overridable per action and variable', () => {
    const settings = rateLimitSettingsFromEnv({
      RATE_LIMIT_REGISTER_PER_ADDRESS: '500',
      RATE_LIMIT_DRAFT_CREATE_PER_PLAYER: '2',
      RATE_LIMIT_LIKE_WINDOW_SECONDS: '30',
      REDIS_URL: 'redis://cache.internal:6379',
    });
    expect(settings?.limits.register).toEqual({
      perAddress: 500,
      perPlayer: null,
      windowMs: 600_000,
    });
    expect(settings?.limits.draftCreate.perPlayer).toBe(2);
    expect(settings?.limits.like.windowMs).toBe(30_000);
    expect(settings?.limits.categorize).toEqual(defaultRateLimits().categorize);
    expect(settings?.redisUrl).toBe('redis://cache.internal:6379');
  });

  it('turns every limit off with RATE_LIMITS=off', () => {
    expect(rateLimitSettingsFromEnv({ RATE_LIMITS: 'off' })).toBeNull();
  });

  it('names a malformed variable', () => {
    expect(() => rateLimitSettingsFromEnv({ RATE_LIMIT_PLAY_PER_PLAYER: '-1' })).toThrow(
      /RATE_LIMIT_PLAY_PER_PLAYER/,
    );
    expect(() => rateLimitSettingsFromEnv({ REDIS_URL: 'http://nope' })).toThrow(/REDIS_URL/);
  });
});
