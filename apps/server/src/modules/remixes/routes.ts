import {
  gameIdSchema,
  remixListQuerySchema,
  remixListResponseSchema,
  remixSourceSchema,
} from '@promptplay/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/routeErrorResponses.js';
import type { RemixService } from './service.js';

export interface RemixRoutesOptions {
  remixes: RemixService;
  /** PUBLIC_URL when configured; otherwise share links use the request's origin. */
  publicUrl: string;
}

const params = z.object({ gameId: gameIdSchema });

/** A game's remixes (issue 14), and what a remix of it starts from. */
export const remixRoutes: FastifyPluginCallbackZod<RemixRoutesOptions> = (
  app,
  { remixes, publicUrl },
  done,
) => {
  app.get(
    '/api/games/:gameId/remixes',
    {
      schema: {
        params,
        querystring: remixListQuerySchema,
        response: { 200: remixListResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => remixes.list(request.params.gameId, request.query, publicUrl),
  );

  app.get(
    '/api/games/:gameId/remix-source',
    {
      onRequest: app.requirePlayer,
      schema: { params, response: { 200: remixSourceSchema, ...errorResponses(404) } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return remixes.source(request.params.gameId);
    },
  );
  done();
};
