import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { COMPETITION_CACHE_TTL_MS, type CompetitionService } from './service.js';
import { competitionDataSchema } from '@promptplay/contracts';
import { documentsOnly } from '../../plugins/nonJsonResponses.js';

export interface CompetitionRoutesOptions {
  competition: CompetitionService;
}

/**
 * GET /api/game-competition (spec §7): `gameCompetitionEntries`, public (the web shows
 * 'Made by me' itself). The body is validated against competitionDataSchema when built and
 * sent as cached bytes in the encoding the client takes: the response schema only documents it.
 */
export const competitionRoutes: FastifyPluginCallbackZod<CompetitionRoutesOptions> = (
  app,
  { competition },
  done,
) => {
  const schema = { response: { 200: documentsOnly(competitionDataSchema) } };
  app.get('/api/game-competition', { schema }, async (request, reply) => {
    const body = await competition.body();
    const answer = await body.forAcceptEncoding(request.headers['accept-encoding']);
    // Already compressed (or deliberately not): the compression plugin passes it through.
    if (answer.encoding) void reply.header('content-encoding', answer.encoding);
    return reply
      .header('vary', 'accept-encoding')
      .header('cache-control', `public, max-age=${COMPETITION_CACHE_TTL_MS / 1000}`)
      .type('application/json; charset=utf-8')
      .send(answer.body);
  });
  done();
};
