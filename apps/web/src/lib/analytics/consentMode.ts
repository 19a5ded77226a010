import {
  CONSENT_MODE_DEFAULT,
  consentModeStateFor,
  type ConsentChoice,
} from '@promptplay/contracts';
import { dataLayerOf } from './dataLayer.js';

/**
 * A gtag command as the tag manager reads it: the `arguments` object of a call, not an array
 * (gtm.js treats arrays differently), exactly what `gtag(...)` pushes.
 */
function gtagCommand(..._command: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params -- the tag manager needs the Arguments object
  return arguments;
}

/**
 * Google Consent Mode v2 defaults: everything denied. Must be the data layer's first entry,
 * before the container or any event, so no tag ever runs on an undecided visit.
 */
export function pushConsentDefault(target: Window): void {
  dataLayerOf(target).push(gtagCommand('consent', 'default', { ...CONSENT_MODE_DEFAULT }));
}

/** The player's choice, as a Consent Mode v2 update. */
export function pushConsentUpdate(target: Window, choice: ConsentChoice): void {
  dataLayerOf(target).push(gtagCommand('consent', 'update', consentModeStateFor(choice)));
}
