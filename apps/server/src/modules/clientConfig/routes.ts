import { clientConfigSchema, type ClientConfig } from '@promptplay/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

export interface ClientConfigRoutesOptions {
  /** From GTM_ID, SENTRY_DSN and SENTRY_ENVIRONMENT (config.ts). */
  clientConfig: ClientConfig;
}

/**
 * GET /api/client-config: the operator's settings the SPA reads at start (tag manager,
 * error reporting). Public and the same for everyone; a DSN is a public value by design.
 */
export const clientConfigRoutes: FastifyPluginCallbackZod<ClientConfigRoutesOptions> = (
  app,
  { clientConfig },
  done,
) => {
  app.get(
    '/api/client-config',
    { schema: { response: { 200: clientConfigSchema } } },
    async (_request, reply): Promise<ClientConfig> => {
      void reply.header('cache-control', 'no-cache');
      return clientConfig;
    },
  );
  done();
};
