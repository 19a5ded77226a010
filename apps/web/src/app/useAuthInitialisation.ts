import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useServices } from './ServicesContext.js';

/** Routes that initialise auth on entry (spec §2). */
const AUTH_INIT_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/profile',
  '/profile/edit',
  '/leaderboard',
  '/admin',
]);

/** Initialises auth on the routes that need it; shared links only mark it initialised. */
export function useAuthInitialisation(): void {
  const { pathname } = useLocation();
  const services = useServices();
  useEffect(() => {
    if (pathname.startsWith('/shared/')) services.markAuthInitialised();
    else if (AUTH_INIT_PATHS.has(pathname)) void services.initAuth();
  }, [pathname, services]);
}
