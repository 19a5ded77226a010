import { clientConfigSchema, type ClientConfig } from '@promptplay/contracts';
import type { ApiClient } from './apiClient.js';

/** GET /api/client-config: GTM_ID and error reporting, as the operator set them. */
export function fetchClientConfig(api: ApiClient, signal?: AbortSignal): Promise<ClientConfig> {
  return api.request('/api/client-config', { schema: clientConfigSchema, signal });
}
