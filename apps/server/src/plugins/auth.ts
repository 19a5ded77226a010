import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../errors/appError.js';
import type { AccessTokens, VerifiedPlayer } from '../modules/auth/accessTokens.js';
import { guardAnswering } from './routeErrorResponses.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The player of a verified bearer token; set by the `optionalPlayer`/`requirePlayer` hooks. */
    player: VerifiedPlayer | null;
  }
  interface FastifyInstance {
    /** preHandler: sets `request.player` when a valid bearer token is sent, else leaves null. */
    optionalPlayer: preHandlerAsyncHookHandler;
    /**
     * onRequest: 401 unless a valid bearer token is sent; then `request.player` is set. Run
     * before the body is read, so a caller without a token never gets a validation report.
     */
    requirePlayer: preHandlerAsyncHookHandler;
    /** onRequest: like `requirePlayer`, then 401 unless the player signed in socially (spec §6). */
    requireSocialPlayer: preHandlerAsyncHookHandler;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The token of an `Authorization: Bearer <token>` header, or null when there is none. */
export function readBearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  return BEARER.exec(header)?.[1] ?? null;
}

export function missingBearerError(): AppError {
  return new AppError('UNAUTHORIZED', 'Missing bearer token', [
    { field: 'authorization', message: 'Expected an "Authorization: Bearer <token>" header' },
  ]);
}

/** Decorates requests with the verified player, in an optional and a required variant. */
export function installAuth(app: FastifyInstance, tokens: AccessTokens): void {
  app.decorateRequest('player', null);

  app.decorate('optionalPlayer', async function optionalPlayer(request: FastifyRequest) {
    const token = readBearerToken(request);
    // A stale token must not break public pages: it just means "anonymous" here.
    request.player = token ? await tokens.verify(token) : null;
  });

  async function verifyRequired(request: FastifyRequest): Promise<VerifiedPlayer> {
    const token = readBearerToken(request);
    if (!token) throw missingBearerError();
    const player = await tokens.verify(token);
    if (!player) throw new AppError('UNAUTHORIZED', 'Invalid or expired access token');
    request.player = player;
    return player;
  }

  const requirePlayer: preHandlerAsyncHookHandler = async (request) => {
    await verifyRequired(request);
  };
  app.decorate('requirePlayer', guardAnswering(requirePlayer, [401]));

  const requireSocialPlayer: preHandlerAsyncHookHandler = async (request) => {
    const player = await verifyRequired(request);
    if (player.authMethod !== 'social') {
      throw new AppError('UNAUTHORIZED', SIGN_IN_REQUIRED_MESSAGE);
    }
  };
  app.decorate('requireSocialPlayer', guardAnswering(requireSocialPlayer, [401]));
}

/** Said to a guest who tries what only signed-in players may do (like, upload, OGP). */
export const SIGN_IN_REQUIRED_MESSAGE = 'Sign in to do this';

/** The verified player of a route guarded by `requirePlayer` or `requireSocialPlayer`. */
export function playerOf(request: FastifyRequest): VerifiedPlayer {
  if (!request.player) throw new Error('playerOf needs the requirePlayer preHandler');
  return request.player;
}
