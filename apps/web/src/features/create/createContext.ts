import { isLivePhase } from '@promptplay/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { useAuthState, useServices } from '../../app/ServicesContext.js';
import type { ApiClient } from '../../lib/api/apiClient.js';
import { useEventState } from '../event/useEventState.js';

/** Only the allowance is read here, so a richer profile answer never breaks the modal. */
const dailyPromptsSchema = z.object({ dailyPromptsRemaining: z.int().check(z.minimum(0)) });

export async function fetchDailyPromptsRemaining(api: ApiClient): Promise<number | null> {
  const profile = await api.request('/api/player-profile', {
    schema: dailyPromptsSchema,
    requiresAuth: true,
  });
  return profile.dailyPromptsRemaining;
}

export const dailyPromptsQueryKey = ['createModal', 'dailyPrompts'] as const;

export interface CreateContext {
  playerId: string | null;
  isSocial: boolean;
  /** Prompts left today; null while unknown (then Generate stays open, the server decides). */
  dailyPromptsRemaining: number | null;
  /** During a live event (spec §9: NormalActive or EndingSoon); the shared event state. */
  isLiveEvent: boolean;
}

/** Who is creating and under which limits: auth method, daily allowance, live event. */
export function useCreateContext(): CreateContext {
  const { api } = useServices();
  const playerId = useAuthState((state) => state.claims?.playerId ?? null);
  const isSocial = useAuthState((state) => state.claims?.authMethod === 'social');
  const isAuthReady = useAuthState((state) => state.status === 'ready');
  const dailyPrompts = useQuery({
    queryKey: [...dailyPromptsQueryKey, playerId],
    queryFn: () => fetchDailyPromptsRemaining(api),
    enabled: isAuthReady && playerId !== null,
    staleTime: 0,
    retry: false,
  });
  const { phase } = useEventState();
  return {
    playerId,
    isSocial,
    dailyPromptsRemaining: dailyPrompts.data ?? null,
    isLiveEvent: isLivePhase(phase),
  };
}
