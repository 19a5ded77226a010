import { z } from 'zod/mini';
import { MAX_URL_LENGTH } from './common.js';

// zod/mini: the first view asks for it at load (README "First view and deep pages").

/**
 * GET /api/ad-config: how the ad popup fills itself (spec §2 Other overlays, §6). `enabled`
 * false (ADS_ENABLED=false) turns the popup off; `scriptUrl` is AD_SCRIPT_URL, the
 * third-party ad script the page may load (the CSP admits its origin only then); null means
 * the built-in house ad, which promotes a top-rated game.
 */
export const adConfigSchema = z.object({
  enabled: z.boolean(),
  scriptUrl: z.nullable(
    z
      .string()
      .check(z.maxLength(MAX_URL_LENGTH), z.regex(/^https?:\/\/\S+$/, 'Expected an http(s) URL')),
  ),
});
export type AdConfig = z.infer<typeof adConfigSchema>;
