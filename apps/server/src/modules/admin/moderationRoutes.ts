import {
  adminCommentParamsSchema,
  adminCommentVisibilitySchema,
  adminHideGameInputSchema,
  adminReportParamsSchema,
  adminReportQuerySchema,
  adminReportQueueSchema,
  adminReportsResolvedSchema,
  adminReportTargetSchema,
} from '@promptplay/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/routeErrorResponses.js';
import { adminOf, type createAdminCheck } from './adminGuard.js';
import type { Moderation } from './moderation.js';

type ZodApp = Parameters<FastifyPluginCallbackZod>[0];

/**
 * The moderation queue's routes (issue 14), behind the admin check: the reports grouped by
 * target, dismissing them, and hiding or restoring a comment. Games hide and restore
 * through `/api/admin/games/:gameId/hide` and `/restore`, which close their reports too.
 */
export function registerModerationRoutes(
  app: ZodApp,
  onRequest: ReturnType<typeof createAdminCheck>,
  moderation: Moderation,
): void {
  app.get(
    '/api/admin/reports',
    {
      onRequest,
      schema: { querystring: adminReportQuerySchema, response: { 200: adminReportQueueSchema } },
    },
    async (request) => ({ groups: await moderation.reports(request.query) }),
  );

  app.post(
    '/api/admin/reports/dismiss',
    {
      onRequest,
      schema: { body: adminReportTargetSchema, response: { 200: adminReportsResolvedSchema } },
    },
    async (request) => moderation.dismissTarget(adminOf(request), request.body),
  );

  app.post(
    '/api/admin/reports/:id/dismiss',
    {
      onRequest,
      schema: {
        params: adminReportParamsSchema,
        response: { 200: adminReportsResolvedSchema, ...errorResponses(404) },
      },
    },
    async (request) => moderation.dismissReport(adminOf(request), request.params.id),
  );

  app.post(
    '/api/admin/comments/:commentId/hide',
    {
      onRequest,
      schema: {
        params: adminCommentParamsSchema,
        body: adminHideGameInputSchema,
        response: { 200: adminCommentVisibilitySchema, ...errorResponses(404) },
      },
    },
    async (request) =>
      moderation.hideComment(adminOf(request), request.params.commentId, request.body.reason),
  );

  app.post(
    '/api/admin/comments/:commentId/restore',
    {
      onRequest,
      schema: {
        params: adminCommentParamsSchema,
        response: { 200: adminCommentVisibilitySchema, ...errorResponses(404) },
      },
    },
    async (request) => moderation.restoreComment(adminOf(request), request.params.commentId),
  );
}
