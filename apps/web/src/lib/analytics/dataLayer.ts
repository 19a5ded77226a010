/** One analytics event as the tag manager reads it. */
export type AnalyticsEvent = { event: string } & Record<string, string | number | boolean | null>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export interface Analytics {
  track: (event: AnalyticsEvent) => void;
}

/** Pushes events to the tag-manager data layer (spec §1), creating it if the tag is not loaded. */
export function createDataLayerAnalytics(target: Window = window): Analytics {
  return {
    track(event) {
      target.dataLayer ??= [];
      target.dataLayer.push(event);
    },
  };
}
