import { ogpLinkedIdSchema } from '@promptplay/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthState, useServices } from '../../app/ServicesContext.js';
import { selectVerifiedPlayerId } from '../auth/authStore.js';
import { fetchOgpIdentity, linkOgpIdentity } from './ogpIdentityApi.js';

const ogpIdentityQueryKey = (playerId: string) => ['ogp-identity', playerId] as const;

/** The signed-in player's OGP identity, and linking or unlinking a Play.fun id. */
export function useOgpIdentity() {
  const { api } = useServices();
  const playerId = useAuthState(selectVerifiedPlayerId) ?? '';
  const queryClient = useQueryClient();
  const identity = useQuery({
    queryKey: ogpIdentityQueryKey(playerId),
    queryFn: ({ signal }) => fetchOgpIdentity(api, signal),
    enabled: playerId !== '',
  });
  const link = useMutation({
    mutationFn: (linkedId: string | null) => linkOgpIdentity(api, linkedId),
    onSuccess: (answer) => queryClient.setQueryData(ogpIdentityQueryKey(playerId), answer),
  });
  return { identity, link };
}

/** The format check the server makes, for the form: null when `value` may be linked. */
export function linkedIdProblem(value: string): string | null {
  const parsed = ogpLinkedIdSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid id');
}
