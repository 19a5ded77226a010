import { buildGame, seedFromString, STARTER_PROMPTS } from '@promptplay/generator';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config.js';
import {
  flushServerErrorReports,
  initServerErrorReporting,
} from '../modules/errorReporting/serverErrorReporting.js';
import { createOpsServer } from '../modules/health/opsServer.js';
import { isMetricsEnabled } from '../modules/metrics/installMetrics.js';
import { createPromptplayServer, type PromptplayServer } from '../server.js';
import { terminalLogStream } from './logFormat.js';
import { exitOnSignals } from './shutdown.js';

/**
 * `api`: the HTTP app on PORT (and its draft worker when DRAFT_WORKER_SLOTS > 0). `worker`:
 * drafts only, with no HTTP but the operators' listener (/healthz, /readyz, /metrics) on PORT.
 */
export type ProcessRole = 'api' | 'worker';

/** Error reports still queued at exit get this long to leave. */
const ERROR_REPORT_FLUSH_MS = 2_000;

interface OpsListener {
  ops: FastifyInstance;
  port: number;
}

/** The operators' listeners: METRICS_PORT (open), and for a worker PORT (token for /metrics). */
function opsListenersOf(server: PromptplayServer, config: Config, role: ProcessRole) {
  const registry = isMetricsEnabled(config.metrics) ? server.app.appMetrics.registry : null;
  const listener = (port: number, metricsToken: string | null): OpsListener => ({
    port,
    ops: createOpsServer({ readiness: server.app.readiness, metrics: registry, metricsToken }),
  });
  const listeners: OpsListener[] = [];
  if (role === 'worker') listeners.push(listener(config.port, config.metrics.token));
  if (config.metrics.port !== null) listeners.push(listener(config.metrics.port, null));
  return listeners;
}

/**
 * Start-up of `npm start` (role `api`) and `npm run worker`: config → error reporting →
 * database, migrations, starter catalogue → listen; SIGTERM drains (see `exitOnSignals`).
 */
export async function startProcess(role: ProcessRole): Promise<void> {
  const config = loadConfig(process.env);
  if (role === 'worker' && config.drafts.slots < 1) {
    throw new Error('Invalid configuration: DRAFT_WORKER_SLOTS: a worker needs at least 1');
  }
  initServerErrorReporting(config.errorReporting);
  const logStream = terminalLogStream();
  const server = await createPromptplayServer({
    config,
    starterCatalogue: { prompts: STARTER_PROMPTS, buildGame, seedFromString },
    ...(logStream ? { logStream } : {}),
  });
  const listeners = opsListenersOf(server, config, role);
  exitOnSignals({
    log: server.app.log,
    graceMs: config.shutdownGraceMs,
    close: async (graceMs) => {
      await server.close(graceMs);
      await Promise.all(listeners.map(({ ops }) => ops.close()));
      await flushServerErrorReports(ERROR_REPORT_FLUSH_MS);
    },
    closeConnections: () => server.app.server.closeAllConnections(),
  });
  for (const { ops, port } of listeners) await ops.listen({ port, host: config.host });
  if (role === 'worker') {
    server.app.log.info({ port: config.port, slots: config.drafts.slots }, 'draft worker running');
    return;
  }
  const address = await server.app.listen({ port: config.port, host: config.host });
  console.log(`Promptplay is running at http://localhost:${new URL(address).port}`);
}
