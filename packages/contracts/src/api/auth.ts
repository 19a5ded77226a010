import { z } from 'zod/mini';
import { authMethodMiniSchema, loginMethodMiniSchema } from '../enumsMini.js';

// zod/mini: a guest's first visit registers and reads its token (README "First view").

/** Answer of POST /api/player/register, POST /auth/token and the sign-in code exchange (spec §7). */
export const tokenResponseSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
  /** Seconds until the access token expires. */
  expires_in: z.int().check(z.positive()),
  token_type: z.literal('Bearer'),
  /** Unix seconds when the token was issued. */
  issued_at: z.int().check(z.positive()),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** Form body of POST /auth/token (refresh grant). */
export const refreshTokenRequestSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().check(z.minLength(1), z.maxLength(512)),
  scope: z.optional(z.string().check(z.maxLength(200))),
});
export type RefreshTokenRequest = z.infer<typeof refreshTokenRequestSchema>;

/** Form body of POST /auth/token/google/predefined (sign-in code exchange). */
export const codeExchangeRequestSchema = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string().check(z.minLength(1), z.maxLength(512)),
  state: z.optional(z.string().check(z.maxLength(512))),
});
export type CodeExchangeRequest = z.infer<typeof codeExchangeRequestSchema>;

export const tokenValidateResponseSchema = z.object({ is_valid: z.boolean() });
export type TokenValidateResponse = z.infer<typeof tokenValidateResponseSchema>;

/** Claims our access tokens carry besides the registered ones (sub, iat, exp, aud, iss). */
export const accessTokenClaimsSchema = z.object({
  playerId: z.string().check(z.minLength(1)),
  authMethod: authMethodMiniSchema,
  loginMethod: loginMethodMiniSchema,
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

/** `aud` of every access token: the game server. */
export const ACCESS_TOKEN_AUDIENCE = 'promptplay-game-server';
export const ACCESS_TOKEN_ISSUER = 'promptplay-auth';
