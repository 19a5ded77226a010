import { reportCreatedSchema, reportInputSchema } from '@promptplay/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { playerOf } from '../../plugins/auth.js';
import { errorResponses } from '../../plugins/routeErrorResponses.js';
import type { ReportService } from './service.js';

export interface ReportRoutesOptions {
  reports: ReportService;
}

/** `POST /api/reports`: a signed-in player reports a game or a comment (issue 14). */
export const reportRoutes: FastifyPluginCallbackZod<ReportRoutesOptions> = (
  app,
  { reports },
  done,
) => {
  app.post(
    '/api/reports',
    {
      onRequest: app.requirePlayer,
      schema: {
        body: reportInputSchema,
        response: { 201: reportCreatedSchema, ...errorResponses(403, 404, 409) },
      },
    },
    async (request, reply) => {
      const created = await reports.create(playerOf(request), request.body);
      return reply.code(201).send(created);
    },
  );
  done();
};
