import {
  endGameSessionResponseSchema,
  gameSessionIdParamsSchema,
  startGameSessionRequestSchema,
  startGameSessionResponseSchema,
} from '@promptplay/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { playerOf } from '../../plugins/auth.js';
import type { GameSessionService } from './service.js';
import { errorResponses } from '../../plugins/routeErrorResponses.js';

export interface GameSessionRoutesOptions {
  sessions: GameSessionService;
}

/**
 * Game sessions: started when a game starts (guests too, with their guest bearer), ended on
 * Back to feed. Results go to POST /api/game-sessions/result (playResults).
 */
export const gameSessionRoutes: FastifyPluginCallbackZod<GameSessionRoutesOptions> = (
  app,
  { sessions },
  done,
) => {
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/game-sessions',
    {
      onRequest: app.requirePlayer,
      schema: {
        body: startGameSessionRequestSchema,
        response: { 200: startGameSessionResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => sessions.start(playerOf(request), request.body),
  );

  app.post(
    '/api/game-sessions/:sessionId/end',
    {
      onRequest: app.requirePlayer,
      schema: {
        params: gameSessionIdParamsSchema,
        response: { 200: endGameSessionResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => sessions.end(playerOf(request), request.params.sessionId),
  );
  done();
};
