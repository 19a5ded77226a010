import { checkAdResponseSchema } from '@promptplay/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { playerOf } from '../../plugins/auth.js';
import type { AdService } from './service.js';

export interface AdRoutesOptions {
  ads: AdService;
}

/** POST /api/player-profile/check-ad (spec §7): no body, needs a bearer; answers shouldShowAd. */
export const adRoutes: FastifyPluginCallbackZod<AdRoutesOptions> = (app, { ads }, done) => {
  app.post(
    '/api/player-profile/check-ad',
    { onRequest: app.requirePlayer, schema: { response: { 200: checkAdResponseSchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { shouldShowAd: await ads.shouldShowAd(playerOf(request)) };
    },
  );
  done();
};
