import { codeExchangeRequestSchema } from '@promptplay/contracts';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readBearerToken } from '../../plugins/auth.js';
import { codeExchangeResponseSchema } from '../../contractsPending.js';
import type { AuthService } from '../auth/service.js';
import { cookieHeader, readCookie } from './cookies.js';
import { REFRESH_TOKEN_TTL_MS } from '../auth/refreshTokenSecrets.js';
import { PROVIDER_CALLBACK_PATH } from './oidcClients.js';
import { SIGN_IN_ATTEMPT_TTL_MS, type SignInService } from './service.js';
import { sameOriginReturnPath } from './returnPath.js';
import { redirectResponse } from '../../plugins/nonJsonResponses.js';

/** Pins a started sign-in's state to the browser that started it. */
const STATE_COOKIE = 'pp_signin';
/**
 * The refresh family of the browser's sign-in, so logout (a plain redirect that cannot carry
 * the refresh token) can revoke it.
 */
const SESSION_COOKIE = 'pp_session';

export interface SignInRoutesOptions {
  signIn: SignInService;
  auth: AuthService;
  publicUrl: string;
}

const returnUrlQuerySchema = z.object({ returnUrl: z.string().max(2000).optional() });

/** Sign-in with Google (or the local provider), code exchange and logout (spec §7). */
export const signInRoutes: FastifyPluginAsyncZod<SignInRoutesOptions> = async (app, options) => {
  await app.register(formbody);
  const appOrigin = new URL(options.publicUrl).origin;
  const cookie = (name: string, value: string, maxAgeMs: number) =>
    cookieHeader(name, value, {
      path: '/auth',
      maxAgeSeconds: Math.floor(maxAgeMs / 1000),
      secure: appOrigin.startsWith('https:'),
    });

  app.get(
    '/auth/login/google/predefined',
    { schema: { querystring: returnUrlQuerySchema, response: { 302: redirectResponse } } },
    async (request, reply) => {
      const { redirectTo, state } = await options.signIn.start(appOrigin, request.query.returnUrl);
      void reply.header('set-cookie', cookie(STATE_COOKIE, state, SIGN_IN_ATTEMPT_TTL_MS));
      void reply.header('cache-control', 'no-store');
      return reply.redirect(redirectTo);
    },
  );

  app.get(
    PROVIDER_CALLBACK_PATH,
    { schema: { response: { 302: redirectResponse } } },
    async (request, reply) => {
      void reply.header('set-cookie', cookie(STATE_COOKIE, '', 0));
      void reply.header('cache-control', 'no-store');
      try {
        const callbackUrl = new URL(request.url, appOrigin);
        const target = await options.signIn.finishProviderCallback(
          appOrigin,
          callbackUrl,
          readCookie(request, STATE_COOKIE),
        );
        return await reply.redirect(target);
      } catch (error) {
        request.log.warn({ err: error }, 'sign-in callback failed');
        return reply.redirect(`${appOrigin}/auth/error`);
      }
    },
  );

  app.post(
    '/auth/token/google/predefined',
    { schema: { body: codeExchangeRequestSchema, response: { 200: codeExchangeResponseSchema } } },
    async (request, reply) => {
      const result = await options.signIn.exchange(request.body.code, readBearerToken(request));
      void reply.header(
        'set-cookie',
        cookie(SESSION_COOKIE, result.familyId, REFRESH_TOKEN_TTL_MS),
      );
      void reply.header('cache-control', 'no-store');
      return result.tokens;
    },
  );

  app.get(
    '/auth/logout/google/predefined',
    { schema: { querystring: returnUrlQuerySchema, response: { 302: redirectResponse } } },
    async (request, reply) => {
      const familyId = readCookie(request, SESSION_COOKIE);
      if (familyId) await options.auth.revokeFamily(familyId);
      void reply.header('set-cookie', cookie(SESSION_COOKIE, '', 0));
      void reply.header('cache-control', 'no-store');
      const path = sameOriginReturnPath(request.query.returnUrl, appOrigin) ?? '/';
      return reply.redirect(`${appOrigin}${path}`);
    },
  );
};
