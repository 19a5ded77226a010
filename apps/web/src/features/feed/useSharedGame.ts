import type { Game } from '@promptplay/contracts';
import { useQuery } from '@tanstack/react-query';
import { gameQueryKey } from '../../app/queryKeys.js';
import { useServices } from '../../app/ServicesContext.js';
import { fetchGame } from './feedApi.js';

/** The shared game: from the loaded feed when it is there, else fetched by id. */
export function useSharedGame(gameId: string | null, loadedGames: readonly Game[]) {
  const { api } = useServices();
  const inFeed = gameId ? loadedGames.find((game) => game.id === gameId) : undefined;
  const query = useQuery({
    queryKey: gameQueryKey(gameId ?? ''),
    queryFn: ({ signal }) => fetchGame(api, gameId ?? '', signal),
    enabled: gameId !== null && !inFeed,
  });
  return { game: inFeed ?? query.data ?? null, error: query.error };
}
