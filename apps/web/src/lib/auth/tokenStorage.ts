import { z } from 'zod/mini';
import type { TokenResponse } from '@promptplay/contracts';

/** Auth tokens as kept in localStorage (spec §3): times are epoch milliseconds. */
export const storedTokensSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
  expiresAt: z.number(),
  tokenType: z.string().check(z.minLength(1)),
  issuedAt: z.number(),
});
export type StoredTokens = z.infer<typeof storedTokensSchema>;

export interface TokenStorage {
  load: () => StoredTokens | null;
  save: (tokens: StoredTokens) => void;
  clear: () => void;
}

export const TOKEN_STORAGE_KEY = 'promptplay.auth.tokens';

/** Expiry is counted from the local clock at receipt, so a skewed server clock cannot shorten it. */
export function storedTokensFrom(response: TokenResponse, now: number): StoredTokens {
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token,
    expiresAt: now + response.expires_in * 1000,
    tokenType: response.token_type,
    issuedAt: response.issued_at * 1000,
  };
}

export function createLocalTokenStorage(storage: Storage = localStorage): TokenStorage {
  return {
    load() {
      try {
        const raw = storage.getItem(TOKEN_STORAGE_KEY);
        if (raw === null) return null;
        const parsed = storedTokensSchema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    save(tokens) {
      storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify(tokens));
    },
    clear() {
      storage.removeItem(TOKEN_STORAGE_KEY);
    },
  };
}
