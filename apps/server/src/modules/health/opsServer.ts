import Fastify, { type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { addMetricsRoute } from '../metrics/metricsRoute.js';
import type { ReadinessReport } from './readiness.js';
import { addHealthRoutes } from './routes.js';

export interface OpsServerOptions {
  readiness: () => Promise<ReadinessReport>;
  /** The metrics to serve at `/metrics`; null → none. */
  metrics: Registry | null;
  /** Required as `Authorization: Bearer` for `/metrics`; null → open (a private port). */
  metricsToken: string | null;
}

/**
 * The operators' listener: `/healthz`, `/readyz` and `/metrics`, nothing else. The API serves
 * it on METRICS_PORT; the worker process (`npm run worker`) on PORT, as its only HTTP.
 */
export function createOpsServer(options: OpsServerOptions): FastifyInstance {
  const ops = Fastify({ logger: false });
  addHealthRoutes(ops, options.readiness);
  if (options.metrics) addMetricsRoute(ops, options.metrics, options.metricsToken);
  return ops;
}
