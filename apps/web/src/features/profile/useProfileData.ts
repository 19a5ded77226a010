import { useQuery } from '@tanstack/react-query';
import { myGamesQueryKey, profileQueryKey } from '../../app/queryKeys.js';
import { useAuthState, useServices } from '../../app/ServicesContext.js';
import { selectVerifiedPlayerId } from '../auth/authStore.js';
import { fetchMyGames, fetchPlayerProfile } from './profileApi.js';

/** The current player's profile, once auth init has confirmed who the player is. */
export function usePlayerProfile({ enabled = true }: { enabled?: boolean } = {}) {
  const { api } = useServices();
  const playerId = useAuthState(selectVerifiedPlayerId);
  const query = useQuery({
    queryKey: profileQueryKey(playerId ?? ''),
    queryFn: ({ signal }) => fetchPlayerProfile(api, signal),
    enabled: enabled && playerId !== null,
  });
  const hasAuthFailed = useAuthState((state) => state.status === 'error');
  return { ...query, playerId, hasAuthFailed };
}

/** The current player's own games (GET /api/my-games). */
export function useMyGames() {
  const { api } = useServices();
  const playerId = useAuthState(selectVerifiedPlayerId);
  return useQuery({
    queryKey: myGamesQueryKey(playerId ?? ''),
    queryFn: ({ signal }) => fetchMyGames(api, signal),
    enabled: playerId !== null,
  });
}
