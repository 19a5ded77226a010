import { gameIdSchema, interactionRequestSchema, likeStatusSchema } from '@promptplay/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { playerOf } from '../../plugins/auth.js';
import type { LikeService } from './service.js';
import { errorResponses } from '../../plugins/routeErrorResponses.js';

export interface LikeRoutesOptions {
  likes: LikeService;
}

/** Like, unlike and like status (spec §7). */
export const likeRoutes: FastifyPluginCallbackZod<LikeRoutesOptions> = (app, { likes }, done) => {
  for (const action of ['add', 'remove'] as const) {
    app.post(
      `/api/player-interactions/${action}`,
      {
        onRequest: app.requirePlayer,
        schema: {
          body: interactionRequestSchema,
          response: { 200: likeStatusSchema, ...errorResponses(404) },
        },
      },
      async (request) => likes.setLiked(playerOf(request), request.body.gameId, action === 'add'),
    );
  }

  app.get(
    '/api/player-interactions/game/:gameId',
    {
      preHandler: app.optionalPlayer,
      schema: {
        params: z.object({ gameId: gameIdSchema }),
        response: { 200: likeStatusSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return likes.status(request.player, request.params.gameId);
    },
  );
  done();
};
