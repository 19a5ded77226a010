import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { sendApiError } from '../../plugins/apiErrorBody.js';

export const METRICS_PATH = '/metrics';

/** Said to a `/metrics` request without the right `Authorization: Bearer METRICS_TOKEN`. */
export const METRICS_TOKEN_REQUIRED = 'Metrics need the operator token (Bearer METRICS_TOKEN)';

function hasToken(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `GET /metrics` in Prometheus' text format. With `token`, only for `Authorization: Bearer
 * <token>` (401 otherwise); without, for anyone who reaches the listener (METRICS_PORT).
 */
export function addMetricsRoute(
  app: FastifyInstance,
  registry: Registry,
  token: string | null,
): void {
  app.get(
    METRICS_PATH,
    { schema: { hide: true }, config: { disableMetrics: true }, logLevel: 'warn' },
    async (request, reply) => {
      if (token !== null && !hasToken(request, token)) {
        return sendApiError(reply, 401, 'UNAUTHORIZED', METRICS_TOKEN_REQUIRED);
      }
      return reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    },
  );
}
