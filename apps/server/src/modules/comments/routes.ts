import {
  commentDeletedSchema,
  commentIdParamsSchema,
  commentSchema,
  commentsPageSchema,
  commentsQuerySchema,
  gameIdSchema,
  postCommentRequestSchema,
} from '@promptplay/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { playerOf } from '../../plugins/auth.js';
import { errorResponses } from '../../plugins/routeErrorResponses.js';
import type { CommentService } from './service.js';

export interface CommentRoutesOptions {
  comments: CommentService;
}

const gameParamsSchema = z.object({ gameId: gameIdSchema });

/** Comments under a game (issue 14): list, post, delete. */
export const commentRoutes: FastifyPluginCallbackZod<CommentRoutesOptions> = (
  app,
  { comments },
  done,
) => {
  app.get(
    '/api/games/:gameId/comments',
    {
      preHandler: app.optionalPlayer,
      schema: {
        params: gameParamsSchema,
        querystring: commentsQuerySchema,
        response: { 200: commentsPageSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      // `canDelete` is per caller.
      void reply.header('cache-control', 'no-store');
      return comments.list(request.player, request.params.gameId, request.query);
    },
  );

  app.post(
    '/api/games/:gameId/comments',
    {
      onRequest: app.requirePlayer,
      schema: {
        params: gameParamsSchema,
        body: postCommentRequestSchema,
        response: { 201: commentSchema, ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const comment = await comments.post(
        playerOf(request),
        request.params.gameId,
        request.body.text,
      );
      return reply.code(201).send(comment);
    },
  );

  app.delete(
    '/api/comments/:commentId',
    {
      onRequest: app.requirePlayer,
      schema: {
        params: commentIdParamsSchema,
        response: { 200: commentDeletedSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => comments.remove(playerOf(request), request.params.commentId),
  );
  done();
};
