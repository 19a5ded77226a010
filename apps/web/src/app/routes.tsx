import type { RouteObject } from 'react-router';
import { AuthCallbackPage } from '../features/auth/AuthCallbackPage.js';
import { AttributionsPage } from '../features/attributions/AttributionsPage.js';
import { AuthErrorPage } from '../features/auth/AuthErrorPage.js';
import { FeedPage } from '../features/feed/FeedPage.js';
import { EditProfilePage } from '../features/profile/EditProfilePage.js';
import { ProfilePage } from '../features/profile/ProfilePage.js';
import { UI_TEXT } from '../lib/uiText.js';
import { AppRoot } from './AppRoot.js';
import { NotFoundPage } from './NotFoundPage.js';
import { PlaceholderPage } from './PlaceholderPage.js';
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
          {
            path: 'leaderboard',
            element: <PlaceholderPage title={UI_TEXT.leaderboardTitle} testId="leaderboard-page" />,
          },
        ],
      },
      { path: 'auth/callback', element: <AuthCallbackPage /> },
      { path: 'auth/error', element: <AuthErrorPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
