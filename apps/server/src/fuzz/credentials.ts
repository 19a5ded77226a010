import { generateKeyPair } from 'jose';
import fc from 'fast-check';
import { createAccessTokens, type VerifiedPlayer } from '../modules/auth/accessTokens.js';
import { loadSigningKeys, SIGNING_ALGORITHM } from '../modules/auth/signingKeys.js';
import type { TestContext } from '../testing/testHarness.js';
import type { TestPlayer } from '../testing/testPlayers.js';

/** Authorization headers the fuzzer sends: none, valid ones, and every way to be wrong. */
export interface Credentials {
  /** Headers of players the app knows: a guest, a social player, an operator. */
  valid: Record<string, string>[];
  /** Expired, signed by a stranger's key, malformed, wrong scheme. */
  invalid: Record<string, string>[];
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A token signed by a key the app has never seen, with a plausible kid and claims. */
async function foreignToken(claims: VerifiedPlayer): Promise<string> {
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM);
  const foreign = createAccessTokens(
    { signing: { kid: 'foreign-key', privateKey }, publicKeys: [] },
    { now: () => new Date() },
  );
  return (await foreign.issue(claims)).token;
}

/** The app's own key, but issued two hours before the app's clock: expired. */
async function expiredToken(ctx: TestContext, claims: VerifiedPlayer): Promise<string> {
  const past = new Date(ctx.clock.now().getTime() - 2 * 60 * 60 * 1000);
  const tokens = createAccessTokens(await loadSigningKeys(ctx.db), { now: () => past });
  return (await tokens.issue(claims)).token;
}

export async function createCredentials(
  ctx: TestContext,
  players: readonly TestPlayer[],
): Promise<Credentials> {
  const someone: VerifiedPlayer = {
    playerId: players[0]?.playerId ?? 'nobody',
    authMethod: 'guest',
    loginMethod: 'guest',
  };
  const valid = players[0]?.accessToken ?? '';
  return {
    valid: players.map((player) => player.headers),
    invalid: [
      bearer(await expiredToken(ctx, someone)),
      bearer(await foreignToken(someone)),
      bearer(`${valid.slice(0, -4)}AAAA`),
      bearer('not.a.jwt'),
      bearer('e30.e30.'),
      { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
      { authorization: 'Bearer' },
      { authorization: `Bearer ${'x'.repeat(8_000)}` },
    ],
  };
}

/** No header, a valid player's, or an invalid one (valid ones most often). */
export function credentialsArbitrary(
  credentials: Credentials,
): fc.Arbitrary<Record<string, string>> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 4, arbitrary: fc.constantFrom(...credentials.valid) },
    { weight: 1, arbitrary: fc.constantFrom(...credentials.invalid) },
  );
}
