import { accessTokenClaimsSchema, type AccessTokenClaims } from '@promptplay/contracts';

/**
 * Reads our claims from an access token's payload for display decisions only (guest or
 * signed in). The server verifies signatures; the client never trusts these for access.
 */
export function readAccessTokenClaims(accessToken: string): AccessTokenClaims | null {
  const payload = accessToken.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const json = new TextDecoder().decode(Uint8Array.from(atob(padded), (c) => c.charCodeAt(0)));
    const parsed = accessTokenClaimsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
