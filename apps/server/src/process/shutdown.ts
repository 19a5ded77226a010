import type { FastifyBaseLogger } from 'fastify';

export interface ShutdownOptions {
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** How long requests in flight and draft builds may run on (SHUTDOWN_GRACE_SECONDS). */
  graceMs: number;
  /** Stops accepting, drains and closes everything; given the grace for the draft worker. */
  close: (graceMs: number) => Promise<void>;
  /** Cuts the connections still open once the grace is over. */
  closeConnections: () => void;
}

/** Past the grace, the close itself (database, listeners) gets this long before exit 1. */
const CLOSE_AFTER_GRACE_MS = 5_000;

/**
 * SIGTERM (and SIGINT) drain the process: `close` stops accepting and lets work in flight
 * finish; after `graceMs` open connections are cut (the worker gives its drafts back by then),
 * and the process exits 0 once closed. A close that still hangs ends with exit 1.
 */
export function exitOnSignals(options: ShutdownOptions): void {
  let closing = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    options.log.info({ signal, graceMs: options.graceMs }, 'draining before exit');
    const cut = setTimeout(() => {
      options.log.warn('grace over: closing the connections still open');
      options.closeConnections();
    }, options.graceMs);
    const giveUp = setTimeout(() => {
      options.log.error('shutdown did not finish in time');
      process.exit(1);
    }, options.graceMs + CLOSE_AFTER_GRACE_MS);
    giveUp.unref();
    options
      .close(options.graceMs)
      .then(() => {
        clearTimeout(cut);
        options.log.info('closed');
        process.exit(0);
      })
      .catch((error: unknown) => {
        options.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGINT', shutDown);
  process.once('SIGTERM', shutDown);
}
