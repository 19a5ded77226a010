import {
  draftCreateRequestSchema,
  draftCreateResponseSchema,
  draftStatusResponseSchema,
  entityIdSchema,
} from '@promptplay/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { playerOf } from '../../plugins/auth.js';
import type { DraftService } from './service.js';
import { errorResponses } from '../../plugins/routeErrorResponses.js';

export interface DraftRoutesOptions {
  drafts: DraftService;
}

/** Create a game from a confirmed prompt, and watch it being built (spec §7); need a bearer. */
export const draftRoutes: FastifyPluginCallbackZod<DraftRoutesOptions> = (
  app,
  { drafts },
  done,
) => {
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/draft-game/create',
    {
      onRequest: app.requirePlayer,
      schema: {
        body: draftCreateRequestSchema,
        // A Fighting game for a guest in Week of Fight, an unusable upload, no prompts left.
        response: { 200: draftCreateResponseSchema, ...errorResponses(403, 404, 409, 429) },
      },
    },
    async (request) => drafts.create(playerOf(request), request.body),
  );

  app.get(
    '/api/draft-game/:draftId/status',
    {
      onRequest: app.requirePlayer,
      schema: {
        params: z.object({ draftId: entityIdSchema }),
        response: { 200: draftStatusResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => drafts.status(playerOf(request), request.params.draftId),
  );
  done();
};
