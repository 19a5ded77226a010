import {
  jwksResponseSchema,
  refreshTokenRequestSchema,
  tokenResponseSchema,
  tokenValidateResponseSchema,
} from '@promptplay/contracts';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { missingBearerError, readBearerToken } from '../../plugins/auth.js';
import type { AuthService } from './service.js';
import type { SigningKeyRing } from './signingKeys.js';
import { errorResponses } from '../../plugins/routeErrorResponses.js';

export interface AuthRoutesOptions {
  auth: AuthService;
  keys: SigningKeyRing;
}

/** Guest registration, refresh-token rotation, token validation and the public JWKS. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, keys }) => {
  // POST /auth/token is an OAuth-style form post (spec §7).
  await app.register(formbody);
  // The register call has an empty body (spec §7); clients that still label it JSON are fine.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' && request.routeOptions.url === '/api/player/register') done(null, undefined);
    else void defaultJsonParser(request, body as string, done);
  });

  app.post(
    '/api/player/register',
    { schema: { response: { 200: tokenResponseSchema } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return auth.registerGuest();
    },
  );

  app.post(
    '/auth/token',
    {
      schema: {
        body: refreshTokenRequestSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return auth.refresh(request.body.refresh_token);
    },
  );

  // A missing header is a 401 (like every bearer call); a present but bad token is a 200 false.
  app.get(
    '/api/auth/token/validate',
    { schema: { response: { 200: tokenValidateResponseSchema, ...errorResponses(401) } } },
    async (request, reply) => {
      const token = readBearerToken(request);
      if (!token) throw missingBearerError();
      void reply.header('cache-control', 'no-store');
      return { is_valid: await auth.validateAccessToken(token) };
    },
  );

  app.get(
    '/api/.well-known/jwks.json',
    { schema: { response: { 200: jwksResponseSchema } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return { keys: keys.publicKeys };
    },
  );
};
