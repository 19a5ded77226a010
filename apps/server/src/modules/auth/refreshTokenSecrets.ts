import { createHash, randomBytes } from 'node:crypto';

/** Refresh tokens live 30 days, rotating on every use. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A new opaque refresh token (256 random bits, base64url). */
export function newRefreshTokenSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a database leak does not leak usable tokens. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
