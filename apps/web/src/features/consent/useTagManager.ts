import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useServices } from '../../app/ServicesContext.js';
import { loadTagManager } from '../../lib/analytics/tagManager.js';
import { fetchClientConfig } from '../../lib/api/clientConfigApi.js';

export const CLIENT_CONFIG_QUERY_KEY = ['client-config'] as const;

/**
 * Loads the tag-manager container once the player allowed analytics and the operator set
 * GTM_ID; never before, and never without both. A later "reject" keeps a loaded container
 * but Consent Mode tells it analytics storage is denied.
 */
export function useTagManager(): void {
  const { api, consent } = useServices();
  const allowsAnalytics = useStore(consent, (state) => state.choice?.analytics === true);
  const config = useQuery({
    queryKey: CLIENT_CONFIG_QUERY_KEY,
    queryFn: ({ signal }) => fetchClientConfig(api, signal),
    enabled: allowsAnalytics,
    staleTime: Infinity,
  });
  const containerId = config.data?.tagManagerId ?? null;
  useEffect(() => {
    if (allowsAnalytics && containerId) loadTagManager(window, containerId);
  }, [allowsAnalytics, containerId]);
}
