import type { FastifyInstance } from 'fastify';

/** One year, subdomains included: what browsers' preload lists ask of HTTPS-only sites. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Tells browsers to use HTTPS from now on, on responses to requests that came over HTTPS:
 * directly, or through a load balancer trusted by TRUST_PROXY (its `X-Forwarded-Proto`).
 * Never over plain HTTP, where the header would be meaningless (and a LAN dev server
 * must stay reachable).
 */
export function installStrictTransportSecurity(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') {
      void reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    }
  });
}
