import { eventDataSchema, type EventPhase } from '@promptplay/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useAuthState, useServices } from '../../app/ServicesContext.js';
import type { ApiClient } from '../../lib/api/apiClient.js';

/** Only the allowance is read here, so a richer profile answer never breaks the modal. */
const dailyPromptsSchema = z.object({ dailyPromptsRemaining: z.number().int().min(0) });

const LIVE_PHASES: ReadonlySet<EventPhase> = new Set(['NormalActive', 'EndingSoon']);

export async function fetchDailyPromptsRemaining(api: ApiClient): Promise<number | null> {
  const profile = await api.request('/api/player-profile', {
    schema: dailyPromptsSchema,
    requiresAuth: true,
  });
  return profile.dailyPromptsRemaining;
}

/** True during a live event (spec §9: NormalActive or EndingSoon); no event answer = none. */
export async function fetchIsLiveEvent(api: ApiClient): Promise<boolean> {
  try {
    const event = await api.request('/api/player-event', { schema: eventDataSchema, retry: false });
    return event.hasEvent && event.phase !== null && LIVE_PHASES.has(event.phase);
  } catch {
    return false;
  }
}

export const dailyPromptsQueryKey = ['createModal', 'dailyPrompts'] as const;
const liveEventQueryKey = ['createModal', 'liveEvent'] as const;

export interface CreateContext {
  playerId: string | null;
  isSocial: boolean;
  /** Prompts left today; null while unknown (then Generate stays open, the server decides). */
  dailyPromptsRemaining: number | null;
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
  const liveEvent = useQuery({
    queryKey: liveEventQueryKey,
    queryFn: () => fetchIsLiveEvent(api),
  });
  return {
    playerId,
    isSocial,
    dailyPromptsRemaining: dailyPrompts.data ?? null,
    isLiveEvent: liveEvent.data ?? false,
  };
}
