import type { AccessTokenClaims } from '@promptplay/contracts';

/** How many verified access tokens a process remembers (about 4 MB of tokens at most). */
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

interface CachedToken {
  claims: Readonly<AccessTokenClaims>;
  /** The token's own `exp`, in ms: from this instant on the entry is never answered. */
  expiresAtMs: number;
}

/**
 * Access tokens whose ES256 signature and claims already checked out, so a player's next
 * calls skip the signature check (a fifth of the server's CPU in the plays storm). Keyed by
 * the exact token string: a token differing in any byte (a tampered one) is a miss and is
 * verified in full. Only verified tokens are stored; each answers until its own `exp` by the
 * caller's clock, never after. Least recently used entries go first past `capacity`.
 *
 * This keeps the semantics of verifying every time: access tokens are not revocable before
 * `exp` (no per-request database check; signing keys are loaded once at start), so a cached
 * answer is exactly what a fresh verification would say.
 */
export interface VerifiedTokenCache {
  /** The claims of a token verified earlier, while `nowMs` is before its `exp`; else null. */
  get(token: string, nowMs: number): Readonly<AccessTokenClaims> | null;
  /** Remembers a token that was just verified, until `expSeconds` (its `exp` claim). */
  remember(
    token: string,
    claims: AccessTokenClaims,
    expSeconds: number,
  ): Readonly<AccessTokenClaims>;
  readonly size: number;
}

export function createVerifiedTokenCache(
  capacity: number = VERIFIED_TOKEN_CACHE_SIZE,
): VerifiedTokenCache {
  if (!Number.isInteger(capacity) || capacity < 1) {
    throw new Error(`Verified token cache capacity must be a positive integer, got ${capacity}`);
  }
  // A Map iterates in insertion order: re-inserting on a hit makes its first key the least
  // recently used one.
  const entries = new Map<string, CachedToken>();
  return {
    get(token, nowMs) {
      const entry = entries.get(token);
      if (!entry) return null;
      entries.delete(token);
      // jose refuses a token once floor(now / 1000) >= exp, i.e. from exp * 1000 ms on.
      if (nowMs >= entry.expiresAtMs) return null;
      entries.set(token, entry);
      return entry.claims;
    },
    remember(token, claims, expSeconds) {
      const frozen = Object.freeze({ ...claims });
      entries.delete(token);
      entries.set(token, { claims: frozen, expiresAtMs: expSeconds * 1000 });
      while (entries.size > capacity) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
      return frozen;
    },
    get size() {
      return entries.size;
    },
  };
}
