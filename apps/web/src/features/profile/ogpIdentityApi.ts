import { ogpIdentityResponseSchema, type OgpIdentityResponse } from '@promptplay/contracts';
import type { ApiClient } from '../../lib/api/apiClient.js';

const OGP_IDENTITY_PATH = '/api/player-profile/ogp/identity';

/** Where the player's OGP points go and how many went to which identity. */
export function fetchOgpIdentity(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<OgpIdentityResponse> {
  return api.request(OGP_IDENTITY_PATH, {
    schema: ogpIdentityResponseSchema,
    requiresAuth: true,
    signal,
  });
}

/** Links a wallet, Privy DID or Play.fun user id (null unlinks); 400 names `linkedId`. */
export function linkOgpIdentity(
  api: ApiClient,
  linkedId: string | null,
): Promise<OgpIdentityResponse> {
  return api.request(OGP_IDENTITY_PATH, {
    method: 'PUT',
    schema: ogpIdentityResponseSchema,
    json: { linkedId },
    requiresAuth: true,
    retry: false,
  });
}
