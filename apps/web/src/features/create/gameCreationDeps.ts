import { useCallback } from 'react';
import { useServices, useToast } from '../../app/ServicesContext.js';
import type { GameCreationDeps } from './startGameCreation.js';

/**
 * What `startGameCreation` needs, from the app's services and this browser window. Apart from
 * it, so the first view can hold the deps while the creation code (zod classic draft schemas)
 * loads only when a game is created (README "First view and deep pages").
 */
export function useGameCreationDeps(): () => GameCreationDeps {
  const { api, runtimeHost, queryClient, authStore, analytics } = useServices();
  const toast = useToast();
  return useCallback(
    () => ({
      api,
      runtimeHost,
      queryClient,
      toast,
      analytics,
      sessionStorage: window.sessionStorage,
      localStorage: window.localStorage,
      reload: () => window.location.reload(),
      playerId: authStore.getState().claims?.playerId ?? null,
    }),
    [analytics, api, authStore, queryClient, runtimeHost, toast],
  );
}
