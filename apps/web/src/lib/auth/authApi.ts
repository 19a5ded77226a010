import {
  CONSTANTS,
  tokenResponseSchema,
  tokenValidateResponseSchema,
  type TokenResponse,
} from '@promptplay/contracts';
import { codeExchangeResponseSchema, type CodeExchangeResponse } from '../../contractsPending.js';
import type { ApiClient } from '../api/apiClient.js';

export interface CodeExchange {
  code: string;
  state?: string | undefined;
  /** The guest's access token, so the server moves the guest's games and likes over. */
  guestAccessToken: string | null;
}

/** The auth calls of spec §7 the token manager needs. */
export interface AuthApi {
  registerGuest: () => Promise<TokenResponse>;
  refresh: (refreshToken: string) => Promise<TokenResponse>;
  validate: (accessToken: string) => Promise<boolean>;
  /** Sign-in code exchange (spec §7), answered with tokens and where to go back to. */
  exchangeCode: (exchange: CodeExchange) => Promise<CodeExchangeResponse>;
}

export function createAuthApi(api: ApiClient): AuthApi {
  return {
    registerGuest: () =>
      api.request('/api/player/register', { method: 'POST', schema: tokenResponseSchema }),
    refresh: (refreshToken) =>
      api.request('/auth/token', {
        method: 'POST',
        schema: tokenResponseSchema,
        form: {
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          scope: CONSTANTS.REFRESH_TOKEN_SCOPE,
        },
      }),
    validate: async (accessToken) => {
      const answer = await api.request('/api/auth/token/validate', {
        schema: tokenValidateResponseSchema,
        bearerToken: accessToken,
      });
      return answer.is_valid;
    },
    exchangeCode: ({ code, state, guestAccessToken }) =>
      api.request('/auth/token/google/predefined', {
        method: 'POST',
        schema: codeExchangeResponseSchema,
        form: { grant_type: 'authorization_code', code, state },
        bearerToken: guestAccessToken ?? undefined,
        // A sign-in code is single-use: a retry could only be refused.
        retry: false,
      }),
  };
}
