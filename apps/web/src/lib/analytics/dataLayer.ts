import type { AnalyticsEvent } from '@promptplay/contracts';
import type { RegistrationLog } from './registrationLog.js';

declare global {
  interface Window {
    /** The tag manager's queue (gtm.js reads it): events, and gtag commands as `arguments`. */
    dataLayer?: unknown[];
  }
}

export interface Analytics {
  /** Pushes one event of the catalogue in @promptplay/contracts (analytics/events.ts). */
  track: (event: AnalyticsEvent) => void;
}

/** The page's data layer, created when the tag manager has not made it yet. */
export function dataLayerOf(target: Window): unknown[] {
  target.dataLayer ??= [];
  return target.dataLayer;
}

/**
 * Pushes events to the tag-manager data layer (spec §1). Account events also go to the
 * registration-event log (spec §9) when one is given.
 */
export function createDataLayerAnalytics(
  target: Window = window,
  registrationLog?: RegistrationLog,
): Analytics {
  return {
    track(event) {
      dataLayerOf(target).push(event);
      registrationLog?.record(event.event);
    },
  };
}
