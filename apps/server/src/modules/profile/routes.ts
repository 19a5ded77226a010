import {
  hasLoggedInResponseSchema,
  myGamesResponseSchema,
  playerProfileSchema,
  renamePlayerRequestSchema,
} from '@promptplay/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { playerOf } from '../../plugins/auth.js';
import type { ProfileService } from './service.js';

export interface ProfileRoutesOptions {
  profiles: ProfileService;
  /** PUBLIC_URL when configured; otherwise share links use the request's origin. */
  publicUrl: string;
}

/** Player profile, rename, my games and the has-logged-in flag (spec §7); all need a bearer. */
export const profileRoutes: FastifyPluginCallbackZod<ProfileRoutesOptions> = (
  app,
  { profiles, publicUrl },
  done,
) => {
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/player-profile',
    { onRequest: app.requirePlayer, schema: { response: { 200: playerProfileSchema } } },
    async (request) => profiles.profile(playerOf(request), publicUrl),
  );

  app.put(
    '/api/player-profile',
    {
      onRequest: app.requirePlayer,
      schema: { body: renamePlayerRequestSchema, response: { 200: playerProfileSchema } },
    },
    async (request) => profiles.rename(playerOf(request), request.body.Name, publicUrl),
  );

  app.get(
    '/api/my-games',
    { onRequest: app.requirePlayer, schema: { response: { 200: myGamesResponseSchema } } },
    async (request) => ({ games: await profiles.myGames(playerOf(request), publicUrl) }),
  );

  app.get(
    '/api/ogp/has-logged-in',
    { onRequest: app.requirePlayer, schema: { response: { 200: hasLoggedInResponseSchema } } },
    async (request) => ({ hasEverLoggedIn: await profiles.hasEverLoggedIn(playerOf(request)) }),
  );
  done();
};
