import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { validatePlayerName, type TokenResponse } from '@promptplay/contracts';
import * as client from 'openid-client';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/appError.js';
import { roleForVerifiedEmail } from '../admin/adminEmails.js';
import type { AccessTokens, VerifiedPlayer } from '../auth/accessTokens.js';
import type { AuthService } from '../auth/service.js';
import { renamePlayer } from '../profile/queries.js';
import type { OidcClients } from './oidcClients.js';
import {
  findIdentityPlayer,
  findPlayerAuth,
  insertIdentity,
  insertPlayer,
  insertSignInAttempt,
  insertSignInCode,
  markSignedIn,
  mergeGuestInto,
  revokePlayerRefreshTokens,
  takeSignInAttempt,
  useSignInCode,
} from './queries.js';
import { sameOriginReturnPath } from './returnPath.js';

/** A started sign-in lasts 10 minutes; the one-time code it ends with, 60 seconds. */
export const SIGN_IN_ATTEMPT_TTL_MS = 10 * 60_000;
export const SIGN_IN_CODE_TTL_MS = 60_000;

export interface CodeExchangeResult {
  tokens: TokenResponse & { return_url: string };
  familyId: string;
}

export interface SignInService {
  /** Where to send the browser to sign in, and the state to pin in a cookie. */
  start(
    origin: string,
    returnUrl: string | undefined,
  ): Promise<{ redirectTo: string; state: string }>;
  /** Finishes the provider's callback; answers the SPA's `/auth/callback?code=` URL. */
  finishProviderCallback(
    origin: string,
    callbackUrl: URL,
    cookieState: string | null,
  ): Promise<string>;
  /** Exchanges a one-time code, linking the bearer's guest player when one is given. */
  exchange(code: string, guestAccessToken: string | null): Promise<CodeExchangeResult>;
}

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

export function createSignInService(deps: {
  db: Database;
  clock: Clock;
  clients: OidcClients;
  auth: AuthService;
  accessTokens: AccessTokens;
  /** ADMIN_EMAILS (lower case): these verified emails sign in with the admin role. */
  adminEmails?: readonly string[];
}): SignInService {
  const { db, clock, clients } = deps;

  return {
    async start(origin, returnUrl) {
      const returnPath = sameOriginReturnPath(returnUrl, origin);
      if (returnPath === null) {
        throw new AppError('BAD_REQUEST', 'returnUrl must be a URL of this site', [
          { field: 'returnUrl', message: 'Expected a URL of this site' },
        ]);
      }
      const oidc = await clients.forOrigin(origin);
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      await insertSignInAttempt(db, {
        state,
        codeVerifier,
        nonce,
        returnPath,
        expiresAt: new Date(clock.now().getTime() + SIGN_IN_ATTEMPT_TTL_MS),
      });
      const url = client.buildAuthorizationUrl(oidc.config, {
        redirect_uri: oidc.redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { redirectTo: url.href, state };
    },

    async finishProviderCallback(origin, callbackUrl, cookieState) {
      const state = callbackUrl.searchParams.get('state');
      // The state must come back to the browser that started the sign-in (login CSRF).
      if (!state || state !== cookieState) throw new Error('Sign-in state mismatch');
      const attempt = await takeSignInAttempt(db, state);
      if (!attempt || attempt.expiresAt.getTime() <= clock.now().getTime()) {
        throw new Error('Unknown or expired sign-in state');
      }
      const oidc = await clients.forOrigin(origin);
      const tokens = await client.authorizationCodeGrant(oidc.config, callbackUrl, {
        pkceCodeVerifier: attempt.codeVerifier,
        expectedState: state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('No ID token');
      const code = randomBytes(32).toString('base64url');
      await insertSignInCode(db, {
        codeHash: hash(code),
        issuer: claims.iss,
        subject: claims.sub,
        // Only a verified email is kept: it is shown on the profile and grants the admin role.
        email:
          typeof claims.email === 'string' && claims.email_verified === true ? claims.email : null,
        displayName: typeof claims.name === 'string' ? claims.name : null,
        returnPath: attempt.returnPath,
        expiresAt: new Date(clock.now().getTime() + SIGN_IN_CODE_TTL_MS),
      });
      return `${origin}/auth/callback?code=${encodeURIComponent(code)}`;
    },

    async exchange(code, guestAccessToken) {
      const guest = guestAccessToken ? await deps.accessTokens.verify(guestAccessToken) : null;
      const now = clock.now();
      return db.transaction(async (tx) => {
        const row = await useSignInCode(tx, hash(code), now);
        if (!row || row.expiresAt.getTime() <= now.getTime()) {
          throw new AppError('BAD_REQUEST', 'Invalid or expired sign-in code', [
            { field: 'code', message: 'The code is unknown, used or expired' },
          ]);
        }
        const providerName = row.displayName ? validatePlayerName(row.displayName) : null;
        const cleanName =
          providerName && providerName.errors.length === 0 ? providerName.normalized : undefined;
        const guestRow = guest ? await findPlayerAuth(tx, guest.playerId) : null;
        const guestId = guestRow?.authMethod === 'guest' ? guestRow.id : null;
        const existing = await findIdentityPlayer(tx, row.issuer, row.subject);
        const role = roleForVerifiedEmail(deps.adminEmails ?? [], row.email);

        let playerId: string;
        if (existing) {
          playerId = existing.id;
          if (guestId && guestId !== playerId) {
            await mergeGuestInto(tx, guestId, playerId, existing.playerName);
          }
          await markSignedIn(tx, playerId, { email: row.email, role });
        } else {
          if (guestId) {
            playerId = guestId;
            await revokePlayerRefreshTokens(tx, playerId, now);
          } else {
            playerId = randomUUID();
            await insertPlayer(tx, {
              id: playerId,
              playerName: cleanName ?? 'Player',
              authMethod: 'social',
              loginMethod: 'google',
              createdAt: now,
            });
          }
          await insertIdentity(tx, {
            issuer: row.issuer,
            subject: row.subject,
            playerId,
            email: row.email,
            createdAt: now,
          });
          await markSignedIn(tx, playerId, { email: row.email, role });
          if (cleanName) await renamePlayer(tx, playerId, cleanName);
        }
        const player: VerifiedPlayer = { playerId, authMethod: 'social', loginMethod: 'google' };
        const session = await deps.auth.startSession(player, tx);
        return {
          tokens: { ...session.tokens, return_url: row.returnPath },
          familyId: session.familyId,
        };
      });
    },
  };
}
