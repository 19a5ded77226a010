import { z } from 'zod/mini';

/**
 * A player's consent choice per purpose (our banner; the spec has none): `analytics` lets the
 * tag-manager container load and measure, `ads` lets the third-party ad script load.
 * zod/mini: read back from storage on every first view (README "First view and deep pages").
 */
export const consentChoiceSchema = z.strictObject({
  analytics: z.boolean(),
  ads: z.boolean(),
});
export type ConsentChoice = z.infer<typeof consentChoiceSchema>;

/** Where the web app remembers the choice (localStorage), as JSON of `ConsentChoice`. */
export const CONSENT_STORAGE_KEY = 'promptplay.consent';

/**
 * A cookie (value `1`, no choice in it) set once the player has chosen, so the server renders
 * the first view without the banner for them (README "First paint").
 */
export const CONSENT_DECIDED_COOKIE = 'promptplay_consent';

/** A Google Consent Mode v2 signal is granted or denied. */
export type ConsentSignal = 'granted' | 'denied';

/** The four Consent Mode v2 signals the tag manager reads. */
export interface ConsentModeState {
  ad_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
  analytics_storage: ConsentSignal;
}

/** Nothing is granted until the player chooses (the `consent default` command). */
export const CONSENT_MODE_DEFAULT: Readonly<ConsentModeState> = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

/**
 * The Consent Mode v2 state for a choice (the `consent update` command): the three ad
 * signals follow `ads`, `analytics_storage` follows `analytics`.
 *
 * @example consentModeStateFor({ analytics: true, ads: false }).analytics_storage // 'granted'
 */
export function consentModeStateFor(choice: ConsentChoice): ConsentModeState {
  const ads: ConsentSignal = choice.ads ? 'granted' : 'denied';
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: choice.analytics ? 'granted' : 'denied',
  };
}
