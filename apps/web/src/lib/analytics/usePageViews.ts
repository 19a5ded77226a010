import { useEffect, useRef } from 'react';
import type { Analytics } from './dataLayer.js';
import type { FeedImpressions } from './feedImpressions.js';
import { pageRouteOf } from './pageRoute.js';

/**
 * A `page_view` for each page the player lands on or navigates to (`pathname`; the query
 * string, a sort or an audience, is the same page). Feed impressions count afresh per view.
 */
export function usePageViews(
  pathname: string,
  { analytics, feedImpressions }: { analytics: Analytics; feedImpressions: FeedImpressions },
): void {
  // StrictMode runs effects twice on mount: one page, one view.
  const lastTracked = useRef<string | null>(null);
  useEffect(() => {
    if (lastTracked.current === pathname) return;
    lastTracked.current = pathname;
    feedImpressions.startPageView();
    analytics.track({ event: 'page_view', page_route: pageRouteOf(pathname), page_path: pathname });
  }, [analytics, feedImpressions, pathname]);
}
