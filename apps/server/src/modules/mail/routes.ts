import { mailIdParamsSchema, mailReadResponseSchema, mailSchema } from '@promptplay/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { playerOf } from '../../plugins/auth.js';
import type { MailService } from './service.js';
import { errorResponses } from '../../plugins/routeErrorResponses.js';

export interface MailRoutesOptions {
  mail: MailService;
}

/**
 * Operator mail for players (spec §3 Mail). GET /api/player-mail has no auth in the spec,
 * but every client holds at least a guest token: without a (valid) one it answers "no mail"
 * rather than 401. Marking read needs the bearer, so a message opens once on any device.
 */
export const mailRoutes: FastifyPluginCallbackZod<MailRoutesOptions> = (app, { mail }, done) => {
  app.get(
    '/api/player-mail',
    { preHandler: app.optionalPlayer, schema: { response: { 200: mailSchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return mail.next(request.player);
    },
  );

  app.post(
    '/api/player-mail/:mailId/read',
    {
      onRequest: app.requirePlayer,
      schema: {
        params: mailIdParamsSchema,
        response: { 200: mailReadResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => mail.markRead(playerOf(request), request.params.mailId),
  );
  done();
};
