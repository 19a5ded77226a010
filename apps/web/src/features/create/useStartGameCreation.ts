import type { DraftCreateRequest } from '@promptplay/contracts';
import { useCallback } from 'react';
import { useServices, useToast } from '../../app/ServicesContext.js';
import { startGameCreation } from './startGameCreation.js';

/** `startGameCreation` wired to the app's services and this browser window. */
export function useStartGameCreation(): (payload: DraftCreateRequest) => void {
  const { api, runtimeHost, queryClient, authStore, analytics } = useServices();
  const toast = useToast();
  return useCallback(
    (payload: DraftCreateRequest) => {
      startGameCreation(payload, {
        api,
        runtimeHost,
        queryClient,
        toast,
        analytics,
        sessionStorage: window.sessionStorage,
        localStorage: window.localStorage,
        reload: () => window.location.reload(),
        playerId: authStore.getState().claims?.playerId ?? null,
      });
    },
    [analytics, api, authStore, queryClient, runtimeHost, toast],
  );
}
