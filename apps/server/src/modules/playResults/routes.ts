import { playResultRequestSchema, playResultResponseSchema } from '@promptplay/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { playerOf } from '../../plugins/auth.js';
import type { PlayResultService } from './service.js';
import { errorResponses } from '../../plugins/routeErrorResponses.js';

export interface PlayResultRoutesOptions {
  results: PlayResultService;
}

/** Finished rounds of game sessions: play counts and OGP points. */
export const playResultRoutes: FastifyPluginCallbackZod<PlayResultRoutesOptions> = (
  app,
  { results },
  done,
) => {
  app.post(
    '/api/game-sessions/result',
    {
      onRequest: app.requirePlayer,
      schema: {
        body: playResultRequestSchema,
        response: { 200: playResultResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => results.record(playerOf(request), request.body),
  );
  done();
};
