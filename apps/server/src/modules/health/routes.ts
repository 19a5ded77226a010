import type { FastifyInstance } from 'fastify';
import type { ReadinessReport } from './readiness.js';

export const HEALTH_PATH = '/healthz';
export const READINESS_PATH = '/readyz';

/**
 * `GET /healthz`: 200 while the process runs (liveness). `GET /readyz`: 200 with each check
 * when it can serve, 503 with the same report when not (load balancers stop sending traffic).
 */
export function addHealthRoutes(
  app: FastifyInstance,
  readiness: () => Promise<ReadinessReport>,
): void {
  const probe = { schema: { hide: true }, logLevel: 'warn' as const };
  app.get(HEALTH_PATH, probe, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get(READINESS_PATH, probe, async (_request, reply) => {
    const report = await readiness();
    return reply
      .code(report.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: report.ready ? 'ready' : 'not ready', checks: report.checks });
  });
}
