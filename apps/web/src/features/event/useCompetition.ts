import { useQuery } from '@tanstack/react-query';
import { competitionQueryKey } from '../../app/queryKeys.js';
import { useServices } from '../../app/ServicesContext.js';
import { fetchCompetition } from './eventApi.js';

/** The competition entries, ranked (GET /api/game-competition); shared by banner and leaderboard. */
export function useCompetition({ enabled = true }: { enabled?: boolean } = {}) {
  const { api } = useServices();
  return useQuery({
    queryKey: competitionQueryKey,
    queryFn: ({ signal }) => fetchCompetition(api, signal),
    enabled,
    // The leaderboard refreshes on its own clock (every 60 s while visible).
    staleTime: 5_000,
  });
}
