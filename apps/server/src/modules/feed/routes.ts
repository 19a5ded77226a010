import {
  feedGameResponseSchema,
  feedQuerySchema,
  gameIdSchema,
  type FeedSort,
} from '@promptplay/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeedService } from './service.js';

export interface FeedRoutesOptions {
  feed: FeedService;
  /** PUBLIC_URL when configured; otherwise share links use the request's origin. */
  publicUrl: string | undefined;
}

/** Feed pages (latest, topRated) and one game by id. */
export const feedRoutes: FastifyPluginCallbackZod<FeedRoutesOptions> = (app, options, done) => {
  const originOf = (request: FastifyRequest) =>
    options.publicUrl ?? `${request.protocol}://${request.host}`;

  for (const sort of ['latest', 'topRated'] as const satisfies readonly FeedSort[]) {
    // No response schema: the body is already validated against feedPageSchema when it is
    // built, and sent as cached JSON text so a hot page skips serialisation too.
    app.get(
      `/api/game-feeds/${sort}`,
      { schema: { querystring: feedQuerySchema } },
      async (request, reply) => {
        const body = await options.feed.pageJson(sort, request.query, originOf(request));
        return reply.type('application/json; charset=utf-8').send(body);
      },
    );
  }

  app.get(
    '/api/game-feeds/:gameId',
    {
      schema: {
        params: z.object({ gameId: gameIdSchema }),
        response: { 200: feedGameResponseSchema },
      },
    },
    async (request) => options.feed.gameById(request.params.gameId, originOf(request)),
  );
  done();
};
