import { ogpIdentityRequestSchema, ogpIdentityResponseSchema } from '@promptplay/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { playerOf } from '../../plugins/auth.js';
import type { OgpIdentityService } from './identityService.js';

export interface OgpIdentityRoutesOptions {
  identities: OgpIdentityService;
}

export const OGP_IDENTITY_PATH = '/api/player-profile/ogp/identity';

/**
 * The player's OGP identity: `GET` (any player; a guest has none yet) and `PUT {linkedId}`
 * (signed-in players) linking a wallet, Privy DID or Play.fun user id, which then takes
 * precedence over the verified email; a malformed id is a 400 naming `linkedId`.
 */
export const ogpIdentityRoutes: FastifyPluginCallbackZod<OgpIdentityRoutesOptions> = (
  app,
  { identities },
  done,
) => {
  app.get(
    OGP_IDENTITY_PATH,
    { onRequest: app.requirePlayer, schema: { response: { 200: ogpIdentityResponseSchema } } },
    async (request) => identities.describe(playerOf(request).playerId),
  );
  app.put(
    OGP_IDENTITY_PATH,
    {
      onRequest: app.requireSocialPlayer,
      schema: { body: ogpIdentityRequestSchema, response: { 200: ogpIdentityResponseSchema } },
    },
    async (request) => identities.link(playerOf(request).playerId, request.body.linkedId),
  );
  done();
};
