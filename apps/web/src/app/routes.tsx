import type { RouteObject } from 'react-router';
import { AuthCallbackPage } from '../features/auth/AuthCallbackPage.js';
import { AttributionsPage } from '../features/attributions/AttributionsPage.js';
import { AdminRoute } from '../features/admin/AdminRoute.js';
import { AuthErrorPage } from '../features/auth/AuthErrorPage.js';
import { FeedPage } from '../features/feed/FeedPage.js';
import { LeaderboardPage } from '../features/leaderboard/LeaderboardPage.js';
import { EditProfilePage } from '../features/profile/EditProfilePage.js';
import { ProfilePage } from '../features/profile/ProfilePage.js';
import { AppRoot } from './AppRoot.js';
import { NotFoundPage } from './NotFoundPage.js';
import { Shell } from './Shell.js';

/** The route table of spec §2. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
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
