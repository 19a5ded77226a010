import {
  ogpRegisterGameRequestSchema,
  ogpRegisterGameResponseSchema,
  updateOgpStatusRequestSchema,
} from '@promptplay/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { playerOf } from '../../plugins/auth.js';
import type { OgpService } from './service.js';

export interface OgpRoutesOptions {
  ogp: OgpService;
  publicUrl: string | undefined;
}

/** OGP registration and status of a social player's own games (spec §7). */
export const ogpRoutes: FastifyPluginCallbackZod<OgpRoutesOptions> = (
  app,
  { ogp, publicUrl },
  done,
) => {
  const originOf = (request: FastifyRequest) =>
    publicUrl ?? `${request.protocol}://${request.host}`;
  const guarded = { preHandler: app.requireSocialPlayer };

  app.post(
    '/api/player-profile/ogp/register-game',
    {
      ...guarded,
      schema: {
        body: ogpRegisterGameRequestSchema,
        response: { 200: ogpRegisterGameResponseSchema },
      },
    },
    async (request) => ogp.register(playerOf(request), request.body.gameId, originOf(request)),
  );
  app.post(
    '/api/player-profile/ogp/update-game',
    {
      ...guarded,
      schema: {
        body: ogpRegisterGameRequestSchema,
        response: { 200: ogpRegisterGameResponseSchema },
      },
    },
    async (request) => ogp.update(playerOf(request), request.body.gameId, originOf(request)),
  );
  app.post(
    '/api/my-games/update-ogp-status',
    {
      ...guarded,
      schema: {
        body: updateOgpStatusRequestSchema,
        response: { 200: ogpRegisterGameResponseSchema },
      },
    },
    async (request) =>
      ogp.setStatus(playerOf(request), request.body.gameId, request.body.registeredToOgp),
  );
  done();
};
