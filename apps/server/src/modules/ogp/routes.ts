import {
  ogpRegisterGameRequestSchema,
  ogpRegisterGameResponseSchema,
  updateOgpStatusRequestSchema,
} from '@promptplay/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { playerOf } from '../../plugins/auth.js';
import type { OgpService } from './service.js';
import { errorResponses } from '../../plugins/routeErrorResponses.js';

export interface OgpRoutesOptions {
  ogp: OgpService;
}

/** OGP registration and status of a social player's own games (spec §7). */
export const ogpRoutes: FastifyPluginCallbackZod<OgpRoutesOptions> = (app, { ogp }, done) => {
  const guarded = { onRequest: app.requireSocialPlayer };
  // Not the owner's game, unknown game, registered twice, OGP down or not configured.
  const ogpErrors = errorResponses(403, 404, 409, 502, 503);

  app.post(
    '/api/player-profile/ogp/register-game',
    {
      ...guarded,
      schema: {
        body: ogpRegisterGameRequestSchema,
        response: { 200: ogpRegisterGameResponseSchema, ...ogpErrors },
      },
    },
    async (request) => ogp.register(playerOf(request), request.body.gameId),
  );
  app.post(
    '/api/player-profile/ogp/update-game',
    {
      ...guarded,
      schema: {
        body: ogpRegisterGameRequestSchema,
        response: { 200: ogpRegisterGameResponseSchema, ...ogpErrors },
      },
    },
    async (request) => ogp.update(playerOf(request), request.body.gameId),
  );
  app.post(
    '/api/my-games/update-ogp-status',
    {
      ...guarded,
      schema: {
        body: updateOgpStatusRequestSchema,
        response: { 200: ogpRegisterGameResponseSchema, ...ogpErrors },
      },
    },
    async (request) =>
      ogp.setStatus(playerOf(request), request.body.gameId, request.body.registeredToOgp),
  );
  done();
};
