import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api/apiClient.js';
import { fetchClientConfig } from '../../lib/api/clientConfigApi.js';
import { CLIENT_CONFIG_QUERY_KEY } from '../consent/useTagManager.js';
import { initWebErrorReporting, skipWebErrorReporting } from './errorReporter.js';

/**
 * Asks the server for its client config (GET /api/client-config, shared with the tag manager
 * through the query cache) and starts error reporting when the operator set SENTRY_DSN.
 * Without a DSN, or without an answer, nothing is ever sent; errors from before the answer wait
 * for it.
 */
export function startErrorReporting(services: { api: ApiClient; queryClient: QueryClient }): void {
  services.queryClient
    .fetchQuery({
      queryKey: CLIENT_CONFIG_QUERY_KEY,
      queryFn: ({ signal }) => fetchClientConfig(services.api, signal),
      staleTime: Infinity,
    })
    .then((config) => {
      if (config.errorReporting) initWebErrorReporting(config.errorReporting);
      else skipWebErrorReporting();
    })
    .catch(skipWebErrorReporting);
}
