import { useRoutes, type RouteObject } from 'react-router';
import { AdminRoute } from '../features/admin/AdminRoute.js';
import { RouteErrorBoundary } from '../features/errorReporting/RouteErrorBoundary.js';
import { FeedPage } from '../features/feed/FeedPage.js';
import { lazyComponent } from '../ui/lazyComponent.js';
import { AppRoot } from './AppRoot.js';
import { NotFoundPage } from './NotFoundPage.js';
import { Shell } from './Shell.js';

// Pages in their own chunks, fetched on the first visit: the first view (the feed) does not
// download them. AppRoot and Shell hold the Suspense boundaries that wait for them.
const ProfilePage = lazyComponent(() =>
  import('../features/profile/ProfilePage.js').then((m) => m.ProfilePage),
);
const EditProfilePage = lazyComponent(() =>
  import('../features/profile/EditProfilePage.js').then((m) => m.EditProfilePage),
);
const AttributionsPage = lazyComponent(() =>
  import('../features/attributions/AttributionsPage.js').then((m) => m.AttributionsPage),
);
const LeaderboardPage = lazyComponent(() =>
  import('../features/leaderboard/LeaderboardPage.js').then((m) => m.LeaderboardPage),
);
const AuthCallbackPage = lazyComponent(() =>
  import('../features/auth/AuthCallbackPage.js').then((m) => m.AuthCallbackPage),
);
const AuthErrorPage = lazyComponent(() =>
  import('../features/auth/AuthErrorPage.js').then((m) => m.AuthErrorPage),
);

/** The route table of spec §2. */
export const appRoutes: RouteObject[] = [
  {
    // A page that throws while rendering (or whose chunk fails to load) is reported.
    element: (
      <RouteErrorBoundary>
        <AppRoot />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: <Shell />,
        children: [
          { index: true, element: <FeedPage /> },
          { path: 'shared/:gameId', element: <FeedPage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'profile/edit', element: <EditProfilePage /> },
          { path: 'attributions', element: <AttributionsPage /> },
          { path: 'leaderboard', element: <LeaderboardPage /> },
        ],
      },
      { path: 'auth/callback', element: <AuthCallbackPage /> },
      { path: 'auth/error', element: <AuthErrorPage /> },
      // The operator console: its own chunk, outside the players' shell.
      { path: 'admin', element: <AdminRoute /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The route table as component routes, under whichever router the caller chose (the browser's
 * history, a test's memory, the server's one URL). React Router's data mode (loaders, actions,
 * `errorElement`) is not used: it would double the router's share of the first view's
 * JavaScript.
 */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
