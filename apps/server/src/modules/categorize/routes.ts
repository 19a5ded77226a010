import { categorizedPromptSchema, categorizeRequestSchema, MESSAGES } from '@promptplay/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/appError.js';
import { playerOf } from '../../plugins/auth.js';
import type { PromptAllowance } from '../allowance/service.js';
import type { FightingGate } from '../competition/fightingGate.js';
import type { ContentSafety } from '../safety/contentSafety.js';
import type { PromptCategorizer } from './promptCategorizer.js';
import { errorResponses } from '../../plugins/routeErrorResponses.js';

export interface CategorizeRoutesOptions {
  categorizer: PromptCategorizer;
  /** Read only: the prompt is spent when the draft is created, not here. */
  allowance: Pick<PromptAllowance, 'remaining'>;
  safety: Pick<ContentSafety, 'assertClean'>;
  /** Guests get no Fighting game while Week of Fight is live: refused before any analysis. */
  fightingGate: FightingGate;
}

/**
 * POST /api/player-profile/categorize (spec §7): the categorized prompt; needs a bearer.
 * A player with no prompt left today gets the spec's 429 before any analysis is spent, and
 * an abusive prompt a 400 naming `prompt`.
 */
export const categorizeRoutes: FastifyPluginCallbackZod<CategorizeRoutesOptions> = (
  app,
  { categorizer, allowance, safety, fightingGate },
  done,
) => {
  app.post(
    '/api/player-profile/categorize',
    {
      onRequest: app.requirePlayer,
      schema: {
        body: categorizeRequestSchema,
        // A Fighting game for a guest in Week of Fight; no prompts left today.
        response: { 200: categorizedPromptSchema, ...errorResponses(403, 429) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { playerId, authMethod } = playerOf(request);
      await fightingGate.assertMayCreate({ authMethod }, request.body.gameGenre);
      if ((await allowance.remaining(playerId, authMethod)) === 0) {
        throw new AppError('DAILY_PROMPTS_EXHAUSTED', MESSAGES.dailyPromptsUsed);
      }
      safety.assertClean({ prompt: request.body.prompt });
      return categorizer.categorize(request.body);
    },
  );
  done();
};
