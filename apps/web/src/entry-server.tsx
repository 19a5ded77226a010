import type { FirstViewRequest, RenderFirstView } from '@promptplay/contracts';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { feedQueryKey, gameManifestQueryKey, gameQueryKey } from './app/queryKeys.js';
import { AppRoutes } from './app/routes.js';
import { createServices } from './app/services.js';
import { ServicesProvider } from './app/ServicesContext.js';
import { serverWindow } from './ssr/serverWindow.js';

/** The server's data, put where the components' queries look for it. */
function seedQueries(
  queryClient: QueryClient,
  { feed, sharedGame, gameManifest }: FirstViewRequest,
): void {
  queryClient.setQueryData(feedQueryKey(feed.sort, feed.targetAudience), {
    pages: [feed.firstPage],
    pageParams: [1],
  });
  if (sharedGame) queryClient.setQueryData(gameQueryKey(sharedGame.id), sharedGame);
  if (gameManifest) queryClient.setQueryData(gameManifestQueryKey, gameManifest);
}

/**
 * Renders a first view (home, or a shared link with its modal open) as a guest sees it, from
 * the app's own routes and components; the client hydrates it (main.tsx) from the same query
 * cache, embedded in the page, so it fetches none of it again.
 */
export const renderFirstView: RenderFirstView = (request) => {
  const url = new URL(request.url, 'http://first-view.invalid');
  const services = createServices({
    window: serverWindow(url, { consentDecided: request.consentDecided ?? false }),
  });
  seedQueries(services.queryClient, request);
  const appHtml = renderToString(
    <StrictMode>
      <ServicesProvider services={services}>
        <StaticRouter location={`${url.pathname}${url.search}`}>
          <AppRoutes />
        </StaticRouter>
      </ServicesProvider>
    </StrictMode>,
  );
  const state = dehydrate(services.queryClient);
  services.queryClient.clear();
  return Promise.resolve({ appHtml, state });
};
