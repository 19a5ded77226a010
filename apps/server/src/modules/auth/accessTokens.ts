import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  accessTokenClaimsSchema,
  type AccessTokenClaims,
} from '@promptplay/contracts';
import { createLocalJWKSet, errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../clock.js';
import { SIGNING_ALGORITHM, type SigningKeyRing } from './signingKeys.js';
import { createVerifiedTokenCache, type VerifiedTokenCache } from './verifiedTokenCache.js';

/** Access tokens live 15 minutes; the client refreshes 5 minutes before expiry (spec §9). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** The player an access token speaks for, after its signature and claims checked out. */
export type VerifiedPlayer = AccessTokenClaims;

export interface IssuedAccessToken {
  token: string;
  expiresIn: number;
  /** Unix seconds. */
  issuedAt: number;
}

export interface AccessTokens {
  issue(player: VerifiedPlayer): Promise<IssuedAccessToken>;
  /** The player when the token is valid now, else null (bad signature, expired, wrong aud...). */
  verify(token: string): Promise<VerifiedPlayer | null>;
}

/**
 * ES256 JWTs: `aud` the game server, `sub` and `playerId` the player, 15-minute lifetime.
 * Verified tokens are remembered until their `exp` (see VerifiedTokenCache), so a player's
 * calls after the first skip the signature check.
 */
export function createAccessTokens(
  keys: SigningKeyRing,
  clock: Clock,
  verified: VerifiedTokenCache = createVerifiedTokenCache(),
): AccessTokens {
  // Rebuilt when the ring reloads (a rotation): the JWKS of the ring's current public keys.
  let keySetKeys = keys.publicKeys;
  let keySet = createLocalJWKSet({ keys: keySetKeys });
  const currentKeySet = () => {
    if (keySetKeys !== keys.publicKeys) {
      keySetKeys = keys.publicKeys;
      keySet = createLocalJWKSet({ keys: keySetKeys });
    }
    return keySet;
  };

  /** Verifies; a `kid` no key matches may be a newer key: reload the ring once and retry. */
  async function verifySignature(token: string) {
    const options = {
      audience: ACCESS_TOKEN_AUDIENCE,
      issuer: ACCESS_TOKEN_ISSUER,
      algorithms: [SIGNING_ALGORITHM],
      currentDate: clock.now(),
    };
    try {
      return await jwtVerify(token, currentKeySet(), options);
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey) || !keys.reload) throw error;
      await keys.reload();
      return jwtVerify(token, currentKeySet(), options);
    }
  }
  const inFlight = new Map<string, Promise<VerifiedPlayer | null>>();

  async function verifyAndRemember(token: string): Promise<VerifiedPlayer | null> {
    try {
      const { payload } = await verifySignature(token);
      const claims = accessTokenClaimsSchema.safeParse(payload);
      if (!claims.success || payload.sub !== claims.data.playerId) return null;
      // Only a token with an expiry is remembered (ours always carry one).
      if (payload.exp === undefined) return claims.data;
      return verified.remember(token, claims.data, payload.exp);
    } catch {
      return null;
    }
  }

  return {
    async issue(player) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      const claims: AccessTokenClaims = {
        playerId: player.playerId,
        authMethod: player.authMethod,
        loginMethod: player.loginMethod,
      };
      const token = await new SignJWT(claims)
        .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: keys.signing.kid, typ: 'JWT' })
        .setSubject(player.playerId)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(keys.signing.privateKey);
      return { token, expiresIn: ACCESS_TOKEN_TTL_SECONDS, issuedAt };
    },

    verify(token) {
      const cached = verified.get(token, clock.now().getTime());
      if (cached) return Promise.resolve(cached);
      // A player's first calls arrive together: they share one verification (success or not)
      // instead of each checking the signature before the first one is remembered.
      let verification = inFlight.get(token);
      if (!verification) {
        verification = verifyAndRemember(token).finally(() => inFlight.delete(token));
        inFlight.set(token, verification);
      }
      return verification;
    },
  };
}
