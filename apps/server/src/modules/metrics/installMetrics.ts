import fastifyMetrics from 'fastify-metrics';
import type { App } from '../../appTypes.js';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { createAppMetrics, type AppMetrics } from './appMetrics.js';
import { addMetricsRoute } from './metricsRoute.js';
import { registerDraftQueueGauges } from './queueGauges.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics (counted even when nobody may read them). */
    appMetrics: AppMetrics;
  }
}

export interface InstallMetricsOptions {
  /** METRICS_TOKEN and METRICS_PORT; neither set → nothing is measured or served. */
  access: Config['metrics'];
  db: Database;
  clock: Clock;
}

/** Whether anyone can read the metrics (a token for `/metrics`, or their own port). */
export function isMetricsEnabled(access: Config['metrics']): boolean {
  return access.token !== null || access.port !== null;
}

/**
 * Prometheus metrics (fastify-metrics on prom-client, into this app's own registry): request
 * durations by route and status, prom-client's process metrics (event-loop lag, memory, CPU),
 * the draft queue and the product counters of `AppMetrics` (returned, and `app.appMetrics`). With METRICS_TOKEN they are served
 * at `/metrics` here; METRICS_PORT serves them on the operators' listener (opsServer).
 */
export async function installMetrics(
  app: App,
  options: InstallMetricsOptions,
): Promise<AppMetrics> {
  const metrics = createAppMetrics();
  app.decorate('appMetrics', metrics);
  if (!isMetricsEnabled(options.access)) return metrics;
  const { registry } = metrics;
  await app.register(fastifyMetrics, {
    endpoint: null,
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      // The plugin creates its summary even when off: registered nowhere, it costs nothing.
      overrides: { histogram: { registers: [registry] }, summary: { registers: [] } },
    },
  });
  registerDraftQueueGauges(registry, options.db, options.clock);
  if (options.access.token) addMetricsRoute(app, registry, options.access.token);
  return metrics;
}
