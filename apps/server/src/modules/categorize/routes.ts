import { categorizedPromptSchema, categorizeRequestSchema } from '@promptplay/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { PromptCategorizer } from './promptCategorizer.js';

export interface CategorizeRoutesOptions {
  categorizer: PromptCategorizer;
}

/** POST /api/player-profile/categorize (spec §7): the categorized prompt; needs a bearer. */
export const categorizeRoutes: FastifyPluginCallbackZod<CategorizeRoutesOptions> = (
  app,
  { categorizer },
  done,
) => {
  app.post(
    '/api/player-profile/categorize',
    {
      preHandler: app.requirePlayer,
      schema: { body: categorizeRequestSchema, response: { 200: categorizedPromptSchema } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return categorizer.categorize(request.body);
    },
  );
  done();
};
