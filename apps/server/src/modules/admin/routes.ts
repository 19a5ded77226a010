import {
  adminAuditListSchema,
  adminEventIdParamsSchema,
  adminEventInputSchema,
  adminEventListSchema,
  adminEventSchema,
  adminGameParamsSchema,
  adminGameVisibilitySchema,
  adminHideGameInputSchema,
  adminMailInputSchema,
  adminMailSentSchema,
  adminWhoAmISchema,
} from '@promptplay/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { playerOf } from '../../plugins/auth.js';
import { adminOf, createAdminCheck } from './adminGuard.js';
import { registerModerationRoutes } from './moderationRoutes.js';
import type { AdminService } from './service.js';
import { errorResponses } from '../../plugins/routeErrorResponses.js';

export interface AdminRoutesOptions {
  admin: AdminService;
}

/**
 * The operator console's API. `GET /api/admin/me` answers any player whether they are an
 * operator; every other `/api/admin/*` route runs the admin check first (401 without a
 * bearer, 403 for guests and players), before the body is read, then validates its input
 * against contracts (400 naming the field).
 */
export const adminRoutes: FastifyPluginCallbackZod<AdminRoutesOptions> = (app, { admin }, done) => {
  app.decorateRequest('admin', null);
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/me',
    { onRequest: app.requirePlayer, schema: { response: { 200: adminWhoAmISchema } } },
    async (request) => ({ isAdmin: (await admin.findAdmin(playerOf(request).playerId)) !== null }),
  );

  const onRequest = createAdminCheck(app, admin);

  app.get(
    '/api/admin/events',
    { onRequest, schema: { response: { 200: adminEventListSchema } } },
    async () => ({ events: await admin.events.list() }),
  );

  app.post(
    '/api/admin/events',
    {
      onRequest,
      schema: {
        body: adminEventInputSchema,
        response: { 200: adminEventSchema, ...errorResponses(409) },
      },
    },
    async (request) => admin.events.create(adminOf(request), request.body),
  );

  app.put(
    '/api/admin/events/:id',
    {
      onRequest,
      schema: {
        params: adminEventIdParamsSchema,
        body: adminEventInputSchema,
        response: { 200: adminEventSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => admin.events.update(adminOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/events/:id',
    {
      onRequest,
      schema: {
        params: adminEventIdParamsSchema,
        response: { 200: adminEventSchema, ...errorResponses(404) },
      },
    },
    async (request) => admin.events.remove(adminOf(request), request.params.id),
  );

  app.post(
    '/api/admin/mail',
    {
      onRequest,
      schema: {
        body: adminMailInputSchema,
        response: { 200: adminMailSentSchema, ...errorResponses(404) },
      },
    },
    async (request) => admin.sendMail(adminOf(request), request.body),
  );

  app.post(
    '/api/admin/games/:gameId/hide',
    {
      onRequest,
      schema: {
        params: adminGameParamsSchema,
        body: adminHideGameInputSchema,
        response: { 200: adminGameVisibilitySchema, ...errorResponses(404) },
      },
    },
    async (request) => admin.hideGame(adminOf(request), request.params.gameId, request.body.reason),
  );

  app.post(
    '/api/admin/games/:gameId/restore',
    {
      onRequest,
      schema: {
        params: adminGameParamsSchema,
        response: { 200: adminGameVisibilitySchema, ...errorResponses(404) },
      },
    },
    async (request) => admin.restoreGame(adminOf(request), request.params.gameId),
  );

  registerModerationRoutes(app, onRequest, admin.moderation);

  app.get(
    '/api/admin/audit',
    { onRequest, schema: { response: { 200: adminAuditListSchema } } },
    async () => ({ entries: await admin.audit() }),
  );
  done();
};
