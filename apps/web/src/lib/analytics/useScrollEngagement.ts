import { CONSTANTS } from '@promptplay/contracts';
import { useEffect, useState } from 'react';
import { throttle } from '../timing/throttle.js';
import type { Analytics } from './dataLayer.js';
import { pageRouteOf } from './pageRoute.js';
import { createScrollEngagement, scrollDepthPercent } from './scrollEngagement.js';

/**
 * Measures how far the player scrolls each page (spec §9): the window's scroll is read at
 * most every 500 ms, and each new page (`pathname`) starts from zero.
 */
export function useScrollEngagement(analytics: Analytics, pathname: string): void {
  const [engagement] = useState(() => createScrollEngagement(analytics));

  useEffect(() => {
    engagement.reset();
    const route = pageRouteOf(pathname);
    const onScroll = throttle(
      () => engagement.measure(route, scrollDepthPercent(window)),
      CONSTANTS.SCROLL_ENGAGEMENT_THROTTLE_MS,
    );
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
    };
  }, [engagement, pathname]);
}
