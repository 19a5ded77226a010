import * as client from 'openid-client';
import {
  createLocalIdentityProvider,
  LOCAL_IDP_CLIENT_ID,
  type LocalIdentityProvider,
} from './localIdentityProvider.js';

export const GOOGLE_ISSUER = 'https://accounts.google.com';
/** Where providers send the browser back to on our host. */
export const PROVIDER_CALLBACK_PATH = '/auth/callback/google';

export interface GoogleCredentials {
  clientId: string;
  clientSecret: string;
}

export interface OidcClient {
  config: client.Configuration;
  redirectUri: string;
  /** Set when the built-in local provider stands in for Google. */
  local: LocalIdentityProvider | null;
}

/** Answers a request to our own host in-process (the app's `inject`). */
export type InProcessFetch = (url: string, init: client.CustomFetchOptions) => Promise<Response>;

export interface OidcClients {
  /** The client for this public origin (the local provider's issuer lives on it). */
  forOrigin(origin: string): Promise<OidcClient>;
  /** The local provider of an origin (null when Google is configured). */
  localProvider(origin: string): Promise<LocalIdentityProvider | null>;
}

/** Caps how many origins (Host headers) may get a local provider, so none can be flooded. */
const MAX_LOCAL_ORIGINS = 8;

export function createOidcClients(
  google: GoogleCredentials | null,
  inProcessFetch: InProcessFetch,
): OidcClients {
  const clients = new Map<string, Promise<OidcClient>>();
  const locals = new Map<string, Promise<LocalIdentityProvider>>();

  // Separate from the clients: discovery fetches from the provider while the client is built.
  function localProvider(origin: string): Promise<LocalIdentityProvider> {
    let existing = locals.get(origin);
    if (!existing) {
      if (locals.size >= MAX_LOCAL_ORIGINS) {
        return Promise.reject(new Error('Too many origins for the local provider'));
      }
      existing = createLocalIdentityProvider(origin, `${origin}${PROVIDER_CALLBACK_PATH}`);
      locals.set(origin, existing);
    }
    return existing;
  }

  async function build(origin: string): Promise<OidcClient> {
    const redirectUri = `${origin}${PROVIDER_CALLBACK_PATH}`;
    if (google) {
      const config = await client.discovery(
        new URL(GOOGLE_ISSUER),
        google.clientId,
        google.clientSecret,
      );
      return { config, redirectUri, local: null };
    }
    const local = await localProvider(origin);
    // The local issuer is this very server: talk to it in-process, over plain http.
    const config = await client.discovery(
      new URL(local.issuer),
      LOCAL_IDP_CLIENT_ID,
      local.clientSecret,
      undefined,
      { execute: [client.allowInsecureRequests], [client.customFetch]: inProcessFetch },
    );
    config[client.customFetch] = inProcessFetch;
    return { config, redirectUri, local };
  }

  return {
    forOrigin(origin) {
      let existing = clients.get(origin);
      if (!existing) {
        existing = build(origin);
        existing.catch(() => clients.delete(origin));
        clients.set(origin, existing);
      }
      return existing;
    },
    localProvider: (origin) => (google ? Promise.resolve(null) : localProvider(origin)),
  };
}
