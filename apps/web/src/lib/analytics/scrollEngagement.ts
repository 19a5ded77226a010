import { CONSTANTS, type PageRoute } from '@promptplay/contracts';
import type { Analytics } from './dataLayer.js';

/**
 * Scroll engagement (spec §9): a `scroll_engagement` event only when the depth reached is
 * more than `SCROLL_ENGAGEMENT_MIN_DEPTH_STEP` points past the last one sent on this page.
 * Throttling the measurements (500 ms) is the caller's job (useScrollEngagement).
 */
export interface ScrollEngagement {
  /** The page was scrolled to `depthPercent` (0–100). */
  measure: (route: PageRoute, depthPercent: number) => void;
  /** A new page view starts from zero. */
  reset: () => void;
}

export function createScrollEngagement(analytics: Analytics): ScrollEngagement {
  let lastDepth = 0;
  return {
    measure(route, depthPercent) {
      const depth = Math.round(Math.min(100, Math.max(0, depthPercent)));
      if (depth <= lastDepth + CONSTANTS.SCROLL_ENGAGEMENT_MIN_DEPTH_STEP) return;
      lastDepth = depth;
      analytics.track({ event: 'scroll_engagement', page_route: route, depth_percent: depth });
    },
    reset() {
      lastDepth = 0;
    },
  };
}

/** How far down the document the bottom of the viewport is, in percent. */
export function scrollDepthPercent(target: Window): number {
  const height = target.document.documentElement.scrollHeight;
  if (height <= 0) return 0;
  return ((target.scrollY + target.innerHeight) / height) * 100;
}
