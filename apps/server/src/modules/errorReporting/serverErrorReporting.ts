import type { ErrorReportingConfig } from '@promptplay/contracts';
import * as Sentry from '@sentry/node';

/** The tag a server error's event carries: the id in its response's body and header. */
export const REQUEST_ID_TAG = 'request_id';

/**
 * Starts the error reporter (@sentry/node) when SENTRY_DSN is set: the spec's release and
 * sample rate, the configured environment. Call first thing at start-up, before any request.
 * Without a DSN nothing is initialised and nothing is ever sent.
 */
export function initServerErrorReporting(config: ErrorReportingConfig | null): void {
  if (!config) return;
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    sampleRate: config.sampleRate,
    // The error handler reports 5xx itself, tagged with the request id (reportServerError); the
    // SDK's own Fastify capture would send the same error untagged first.
    integrations: [Sentry.fastifyIntegration({ shouldHandleError: () => false })],
  });
}

/** Reports an unhandled server error tagged with its request id (a no-op without a DSN). */
export function reportServerError(error: unknown, requestId: string): void {
  if (!Sentry.isInitialized()) return;
  Sentry.captureException(error, { tags: { [REQUEST_ID_TAG]: requestId } });
}

/** Sends what is still queued before the process exits (bounded by `timeoutMs`). */
export async function flushServerErrorReports(timeoutMs: number): Promise<void> {
  if (Sentry.isInitialized()) await Sentry.close(timeoutMs);
}
