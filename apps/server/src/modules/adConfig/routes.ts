import { adConfigSchema, type AdConfig } from '@promptplay/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AdPopupSettings } from '../../config.js';

export interface AdConfigRoutesOptions {
  /** ADS_ENABLED and AD_SCRIPT_URL (config.ts); absent means ads on with the house ad. */
  adPopup: AdPopupSettings | undefined;
}

/** Ads on, no third-party script: the popup shows the built-in house ad. */
export const HOUSE_AD_ONLY: AdPopupSettings = { enabled: true, scriptUrl: null };

/**
 * GET /api/ad-config: what the SPA's ad popup shows (spec §2 Other overlays). Public and
 * the same for everyone; whether a given play shows an ad is decided per play (guests count
 * locally, signed-in players ask POST /api/player-profile/check-ad).
 */
export const adConfigRoutes: FastifyPluginCallbackZod<AdConfigRoutesOptions> = (
  app,
  { adPopup = HOUSE_AD_ONLY },
  done,
) => {
  const answer: AdConfig = {
    enabled: adPopup.enabled,
    scriptUrl: adPopup.enabled ? adPopup.scriptUrl : null,
  };
  app.get(
    '/api/ad-config',
    { schema: { response: { 200: adConfigSchema } } },
    async (_request, reply): Promise<AdConfig> => {
      void reply.header('cache-control', 'no-cache');
      return answer;
    },
  );
  done();
};
