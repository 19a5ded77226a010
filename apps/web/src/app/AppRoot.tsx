import { Outlet } from 'react-router';
import { AdPopup } from '../features/ads/AdPopup.js';
import { Toasts } from '../features/toasts/Toasts.js';
import { useAuthInitialisation } from './useAuthInitialisation.js';
import { useLeftEdgeSwipeGuard } from './useLeftEdgeSwipeGuard.js';

/** Wraps every route: auth init by path, the swipe guard, the ad popup and the toasts. */
export function AppRoot() {
  useAuthInitialisation();
  useLeftEdgeSwipeGuard();
  return (
    <>
      <Outlet />
      <AdPopup />
      <Toasts />
    </>
  );
}
