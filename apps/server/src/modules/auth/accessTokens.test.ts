import { randomUUID } from 'node:crypto';
import { jsonWebKeySchema } from '@promptplay/contracts';
import { exportJWK, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './accessTokens.js';
import { SIGNING_ALGORITHM, type SigningKeyRing } from './signingKeys.js';
import { createVerifiedTokenCache } from './verifiedTokenCache.js';

async function createKeyRing(): Promise<SigningKeyRing> {
  const kid = randomUUID();
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALGORITHM);
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALGORITHM, use: 'sig' };
  return { signing: { kid, privateKey }, publicKeys: [jsonWebKeySchema.parse(publicJwk)] };
}

function testClock(startMs: number) {
  let nowMs = startMs;
  return {
    now: () => new Date(nowMs),
    advance(ms: number) {
      nowMs += ms;
    },
  };
}

const guest = { playerId: 'player-1', authMethod: 'guest', loginMethod: 'guest' } as const;

/** The token with one character of its payload changed (a claim edited by the holder). */
function tamper(token: string): string {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as object;
  const forged = Buffer.from(JSON.stringify({ ...claims, authMethod: 'social' })).toString(
    'base64url',
  );
  return [header, forged, signature].join('.');
}

describe('access tokens, remembered once verified', () => {
  it('stops accepting a cached token at its exp, by the injected clock', async () => {
    const clock = testClock(Date.UTC(2025, 0, 1, 12, 0, 0, 500));
    const cache = createVerifiedTokenCache();
    const tokens = createAccessTokens(await createKeyRing(), clock, cache);
    const { token } = await tokens.issue(guest);

    expect(await tokens.verify(token)).toEqual(guest);
    expect(cache.size).toBe(1);
    clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 - 501);
    expect(await tokens.verify(token)).toEqual(guest);
    // exp is whole seconds after issue: 12:15:00.000 here.
    clock.advance(1);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a tampered token after the real one was cached, and never caches it', async () => {
    const clock = testClock(Date.UTC(2025, 0, 1, 12));
    const cache = createVerifiedTokenCache();
    const tokens = createAccessTokens(await createKeyRing(), clock, cache);
    const { token } = await tokens.issue(guest);
    expect(await tokens.verify(token)).toEqual(guest);

    const forged = tamper(token);
    expect(await tokens.verify(forged)).toBeNull();
    expect(await tokens.verify(forged)).toBeNull();
    expect(await tokens.verify(`${token}x`)).toBeNull();
    expect(cache.size).toBe(1);
  });

  it('refuses a token signed by another key even when a token of its player is cached', async () => {
    const clock = testClock(Date.UTC(2025, 0, 1, 12));
    const tokens = createAccessTokens(await createKeyRing(), clock);
    const stranger = createAccessTokens(await createKeyRing(), clock);
    expect(await tokens.verify((await tokens.issue(guest)).token)).toEqual(guest);
    expect(await tokens.verify((await stranger.issue(guest)).token)).toBeNull();
  });

  it('lets concurrent first calls with one token share its verification', async () => {
    const clock = testClock(Date.UTC(2025, 0, 1, 12));
    const cache = createVerifiedTokenCache();
    const tokens = createAccessTokens(await createKeyRing(), clock, cache);
    const { token } = await tokens.issue(guest);
    const forged = tamper(token);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => tokens.verify(n % 2 === 0 ? token : forged)),
    );
    expect(answers.filter((each) => each !== null)).toHaveLength(10);
    expect(answers.filter((each) => each === null)).toHaveLength(10);
    expect(cache.size).toBe(1);
  });

  it('answers claims the caller cannot change for the next request', async () => {
    const clock = testClock(Date.UTC(2025, 0, 1, 12));
    const tokens = createAccessTokens(await createKeyRing(), clock);
    const { token } = await tokens.issue(guest);
    const first = await tokens.verify(token);
    expect(Object.isFrozen(first)).toBe(true);
    expect(await tokens.verify(token)).toEqual(guest);
  });
});

describe('verified token cache', () => {
  it('holds at most its capacity, dropping the least recently used', () => {
    const cache = createVerifiedTokenCache(3);
    const exp = 2_000_000_000;
    for (const name of ['a', 'b', 'c']) cache.remember(name, { ...guest, playerId: name }, exp);
    // Using "a" makes "b" the least recently used.
    expect(cache.get('a', 0)?.playerId).toBe('a');
    cache.remember('d', { ...guest, playerId: 'd' }, exp);
    expect(cache.size).toBe(3);
    expect(cache.get('b', 0)).toBeNull();
    expect(cache.get('a', 0)?.playerId).toBe('a');
    expect(cache.get('c', 0)?.playerId).toBe('c');
    expect(cache.get('d', 0)?.playerId).toBe('d');

    for (let n = 0; n < 100; n += 1) cache.remember(`t${n}`, guest, exp);
    expect(cache.size).toBe(3);
  });

  it('forgets an entry once asked past its exp', () => {
    const cache = createVerifiedTokenCache(3);
    cache.remember('a', guest, 100);
    expect(cache.get('a', 99_999)).toEqual(guest);
    expect(cache.get('a', 100_000)).toBeNull();
    expect(cache.size).toBe(0);
    // Even a clock moved back does not bring it back: it must be verified again.
    expect(cache.get('a', 50_000)).toBeNull();
  });
});
