import {
  gameIdSchema,
  gameVersionParamsSchema,
  gameVersionsResponseSchema,
  refineRequestSchema,
  refineResponseSchema,
} from '@promptplay/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { playerOf } from '../../plugins/auth.js';
import { errorResponses } from '../../plugins/routeErrorResponses.js';
import type { RefineService } from './service.js';

export interface RefineRoutesOptions {
  refine: RefineService;
}

/**
 * Refine your own game (issue 14): a follow-up prompt builds the next version (202 with the
 * draft, watched like a create); versions are listed and an older one restored.
 */
export const refineRoutes: FastifyPluginCallbackZod<RefineRoutesOptions> = (
  app,
  { refine },
  done,
) => {
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/games/:gameId/refine',
    {
      onRequest: app.requirePlayer,
      schema: {
        params: z.object({ gameId: gameIdSchema }),
        body: refineRequestSchema,
        response: { 202: refineResponseSchema, ...errorResponses(403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const answer = await refine.refine(
        playerOf(request),
        request.params.gameId,
        request.body.prompt,
      );
      return reply.code(202).send(answer);
    },
  );

  app.get(
    '/api/games/:gameId/versions',
    {
      preHandler: app.optionalPlayer,
      schema: {
        params: z.object({ gameId: gameIdSchema }),
        response: { 200: gameVersionsResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => refine.versions(request.player, request.params.gameId),
  );

  app.post(
    '/api/games/:gameId/versions/:version/restore',
    {
      onRequest: app.requirePlayer,
      schema: {
        params: gameVersionParamsSchema,
        response: { 200: gameVersionsResponseSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) =>
      refine.restore(playerOf(request), request.params.gameId, request.params.version),
  );
  done();
};
