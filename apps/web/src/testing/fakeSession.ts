import type { AccessTokenClaims, AuthMethod } from '@promptplay/contracts';
import { TOKEN_STORAGE_KEY, type StoredTokens } from '../lib/auth/tokenStorage.js';

function base64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT-shaped access token carrying our claims (the client only reads them). */
export function fakeAccessToken(claims: AccessTokenClaims): string {
  return `${base64Url('{"alg":"none"}')}.${base64Url(JSON.stringify(claims))}.sig`;
}

export const GUEST_PLAYER_ID = 'p1';
export const SOCIAL_PLAYER_ID = 'p1';

export function guestAccessToken(playerId = GUEST_PLAYER_ID): string {
  return fakeAccessToken({ playerId, authMethod: 'guest', loginMethod: 'guest' });
}

export function socialAccessToken(playerId = SOCIAL_PLAYER_ID): string {
  return fakeAccessToken({ playerId, authMethod: 'social', loginMethod: 'google' });
}

/** Puts tokens in localStorage as if the player had been here before (guest or signed in). */
export function storeSession(authMethod: AuthMethod, playerId = 'p1'): StoredTokens {
  const tokens: StoredTokens = {
    accessToken: authMethod === 'social' ? socialAccessToken(playerId) : guestAccessToken(playerId),
    refreshToken: `refresh-${authMethod}`,
    expiresAt: Date.now() + 60 * 60_000,
    tokenType: 'Bearer',
    issuedAt: Date.now(),
  };
  localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify(tokens));
  return tokens;
}

/** A `window.location` stand-in that records where the app sent the browser. */
export function fakePageLocation(origin = 'http://localhost') {
  const assigned: string[] = [];
  return {
    origin,
    href: `${origin}/`,
    assign: (url: string) => {
      assigned.push(url);
    },
    assigned,
  };
}
