import {
  feedPageSchema,
  feedGameResponseSchema,
  feedQuerySchema,
  gameIdSchema,
  type FeedSort,
} from '@promptplay/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeedService } from './service.js';
import { errorResponses } from '../../plugins/routeErrorResponses.js';
import { documentsOnly } from '../../plugins/nonJsonResponses.js';

export interface FeedRoutesOptions {
  feed: FeedService;
  /** PUBLIC_URL when configured; otherwise share links use the request's origin. */
  publicUrl: string;
}

/** Feed pages (latest, topRated) and one game by id. */
export const feedRoutes: FastifyPluginCallbackZod<FeedRoutesOptions> = (app, options, done) => {
  for (const sort of ['latest', 'topRated'] as const satisfies readonly FeedSort[]) {
    // The body is built as JSON text from games validated against gameSchema (feedPageText.ts),
    // so the response schema only documents it (no serialisation per request).
    app.get(
      `/api/game-feeds/${sort}`,
      {
        schema: { querystring: feedQuerySchema, response: { 200: documentsOnly(feedPageSchema) } },
      },
      async (request, reply) => {
        const body = await options.feed.pageJson(sort, request.query, options.publicUrl);
        return reply.type('application/json; charset=utf-8').send(body);
      },
    );
  }

  app.get(
    '/api/game-feeds/:gameId',
    {
      schema: {
        params: z.object({ gameId: gameIdSchema }),
        response: { 200: feedGameResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => options.feed.gameById(request.params.gameId, options.publicUrl),
  );
  done();
};
