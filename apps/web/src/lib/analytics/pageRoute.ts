import type { PageRoute } from '@promptplay/contracts';

/** Static paths of the route table (app/routes.tsx) by their analytics name. */
const STATIC_ROUTES: Readonly<Record<string, PageRoute>> = {
  '/': 'home',
  '/profile': 'profile',
  '/profile/edit': 'edit_profile',
  '/attributions': 'attributions',
  '/leaderboard': 'leaderboard',
  '/auth/callback': 'auth_callback',
  '/auth/error': 'auth_error',
  '/admin': 'admin',
};

/** The analytics name of the page at `pathname` (a trailing slash does not matter). */
export function pageRouteOf(pathname: string): PageRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (/^\/shared\/[^/]+$/.test(path)) return 'shared_game';
  return STATIC_ROUTES[path] ?? 'not_found';
}
