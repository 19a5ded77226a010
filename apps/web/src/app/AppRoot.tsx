import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AdPopup } from '../features/ads/AdPopup.js';
import { ConsentBanner } from '../features/consent/ConsentBanner.js';
import { useTagManager } from '../features/consent/useTagManager.js';
import { Toasts } from '../features/toasts/Toasts.js';
import { usePageViews } from '../lib/analytics/usePageViews.js';
import { PageLoading } from '../ui/PageLoading.js';
import { useScrollEngagement } from '../lib/analytics/useScrollEngagement.js';
import { useServices } from './ServicesContext.js';
import { useAuthInitialisation } from './useAuthInitialisation.js';
import { useLeftEdgeSwipeGuard } from './useLeftEdgeSwipeGuard.js';

/**
 * Wraps every route: auth init by path, the swipe guard, analytics (page views, scroll
 * engagement, the tag manager after consent), the consent banner, the ad popup and the toasts.
 */
export function AppRoot() {
  const services = useServices();
  const { pathname } = useLocation();
  useAuthInitialisation();
  useLeftEdgeSwipeGuard();
  usePageViews(pathname, services);
  useScrollEngagement(services.analytics, pathname);
  useTagManager();
  return (
    <>
      <ConsentBanner />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <AdPopup />
      <Toasts />
    </>
  );
}
