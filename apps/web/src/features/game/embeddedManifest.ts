import { validateGameManifest, type GameManifest } from '@promptplay/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { gameManifestQueryKey } from '../../app/queryKeys.js';

/**
 * The runtime build config for the runtime frame: the copy the server embedded in a
 * server-rendered first view (seeded into the query cache by entry-server.tsx and hydrated
 * with it), checked like a fetched one, else `fetchManifest`. On a cold shared link this
 * takes a whole request off the way to the first game frame (issue 11): the frame's page
 * starts loading as soon as the warm-up begins. The service worker still gets its own copy
 * for offline play: `keepOfflineRuntimePage` fetches it once a game has started.
 */
export function embeddedManifestOr(
  queryClient: QueryClient,
  fetchManifest: () => Promise<GameManifest>,
): () => Promise<GameManifest> {
  return () => {
    const embedded = queryClient.getQueryData(gameManifestQueryKey);
    const validation = embedded === undefined ? null : validateGameManifest(embedded);
    return validation?.ok ? Promise.resolve(validation.manifest) : fetchManifest();
  };
}
