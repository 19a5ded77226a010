import type { AnalyticsEvent } from '@promptplay/contracts';
import { useEffect, useRef } from 'react';
import type { Analytics } from './dataLayer.js';

/**
 * Tracks `event` once for the life of the component: the first render where it is not null
 * (a page view counted once its data arrived, say).
 */
export function useTrackOnce(analytics: Analytics, event: AnalyticsEvent | null): void {
  const hasTracked = useRef(false);
  useEffect(() => {
    if (hasTracked.current || !event) return;
    hasTracked.current = true;
    analytics.track(event);
  });
}
