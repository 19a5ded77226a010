import { createHash, randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';

/** Where the local provider lives on our own host. */
export const LOCAL_IDP_PATH = '/dev-idp';
export const LOCAL_IDP_CLIENT_ID = 'promptplay-local';

export interface LocalAccount {
  email: string;
  name: string;
}

export interface LocalIdentityProvider {
  issuer: string;
  clientSecret: string;
  provider: Provider;
  /** Remembers who typed what at the sign-in page; the account id is derived from the email. */
  rememberAccount(account: LocalAccount): string;
}

/** Stable subject per email, so signing in twice with one email finds the same player. */
export function localAccountId(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/**
 * A real OpenID provider (oidc-provider) for development and tests, standing in for Google
 * when GOOGLE_CLIENT_ID is unset. Accounts are whatever email and name a person types;
 * everything is in memory, so a restart forgets open sign-ins (not players).
 */
export async function createLocalIdentityProvider(
  origin: string,
  redirectUri: string,
): Promise<LocalIdentityProvider> {
  const issuer = `${origin}${LOCAL_IDP_PATH}`;
  const clientSecret = randomBytes(24).toString('base64url');
  const accounts = new Map<string, LocalAccount>();
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: 'local-idp',
    use: 'sig',
    alg: 'RS256',
  };

  const configuration: Configuration = {
    clients: [
      {
        client_id: LOCAL_IDP_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [signingKey] },
    pkce: { required: () => true },
    // Put email and name in the ID token itself: the client reads no userinfo.
    conformIdTokenClaims: false,
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx, interaction) => `${LOCAL_IDP_PATH}/interaction/${interaction.uid}`,
    },
    loadExistingGrant: async (ctx) => {
      // Local sign-in asks no consent: every client here is ours.
      const accountId = ctx.oidc.session?.accountId;
      const client = ctx.oidc.client;
      if (!accountId || !client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId: client.clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount: (_ctx, accountId) => {
      const account = accounts.get(accountId);
      if (!account) return undefined;
      return {
        accountId,
        claims: () => ({
          sub: accountId,
          email: account.email,
          email_verified: true,
          name: account.name,
        }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);

  return {
    issuer,
    clientSecret,
    provider,
    rememberAccount(account) {
      const accountId = localAccountId(account.email);
      accounts.set(accountId, account);
      return accountId;
    },
  };
}
