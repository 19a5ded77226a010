import type { Game } from '@promptplay/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  feedQueryPrefix,
  gameQueryKey,
  latestGameQueryKey,
  myGamesQueryKey,
  versionsQueryKey,
  worldQueryKey,
} from '../../app/queryKeys.js';
import type { ApiClient } from '../../lib/api/apiClient.js';
import { fetchGame } from '../feed/feedApi.js';

/**
 * The game as its latest refine or restore in this app left it (title, screenshot, version),
 * else as given: the detail modal shows the new version without its opener refetching.
 */
export function useLatestGame(game: Game): Game {
  const query = useQuery<Game | null>({
    queryKey: latestGameQueryKey(game.id),
    queryFn: () => null,
    initialData: null,
    enabled: false,
  });
  return query.data ?? game;
}

/**
 * After a refine or restore: the game's new current version everywhere. Its world is read
 * again before the next round (a round in progress keeps the one it started with).
 */
export async function showLatestVersion(
  api: ApiClient,
  queryClient: QueryClient,
  gameId: string,
  playerId: string,
): Promise<void> {
  queryClient.removeQueries({ queryKey: worldQueryKey(gameId) });
  const game = await fetchGame(api, gameId);
  queryClient.setQueryData(latestGameQueryKey(gameId), game);
  queryClient.setQueryData(gameQueryKey(gameId), game);
  void queryClient.invalidateQueries({ queryKey: versionsQueryKey(gameId) });
  void queryClient.invalidateQueries({ queryKey: feedQueryPrefix });
  void queryClient.invalidateQueries({ queryKey: myGamesQueryKey(playerId) });
}
