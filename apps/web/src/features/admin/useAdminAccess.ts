import { useQuery } from '@tanstack/react-query';
import { useAuthState, useServices } from '../../app/ServicesContext.js';
import { ApiError } from '../../lib/api/errors.js';
import { selectVerifiedPlayerId } from '../auth/authStore.js';
import { adminQueryKeys, fetchIsAdmin } from './adminApi.js';

/** Checking; allowed; refused (not an operator, a guest, or signed out); or the check failed. */
export type AdminAccess = 'checking' | 'allowed' | 'denied' | 'error';

/**
 * Whether this player may use the console: GET /api/admin/me once auth is ready. Guests and
 * non-admin players are refused by the server too; this only decides what the page shows.
 */
export function useAdminAccess(): { access: AdminAccess; retry: () => void } {
  const { api } = useServices();
  const playerId = useAuthState(selectVerifiedPlayerId);
  const hasAuthFailed = useAuthState((state) => state.status === 'error');
  const me = useQuery({
    queryKey: adminQueryKeys.me(playerId ?? ''),
    queryFn: ({ signal }) => fetchIsAdmin(api, signal),
    enabled: playerId !== null,
    staleTime: Infinity,
  });
  const retry = () => void me.refetch();
  if (hasAuthFailed) return { access: 'denied', retry };
  if (me.isSuccess) return { access: me.data ? 'allowed' : 'denied', retry };
  if (me.isError) {
    const isRefused =
      me.error instanceof ApiError && (me.error.status === 401 || me.error.status === 403);
    return { access: isRefused ? 'denied' : 'error', retry };
  }
  return { access: 'checking', retry };
}
