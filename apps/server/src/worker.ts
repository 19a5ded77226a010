import { startProcess } from './process/startProcess.js';

/**
 * `npm run worker`: builds players' drafts (DRAFT_WORKER_SLOTS at once) against the shared
 * database and bucket; its only HTTP is /healthz, /readyz and /metrics on PORT.
 */
startProcess('worker').catch((error: unknown) => {
  console.error('Promptplay worker failed to start:', error);
  process.exit(1);
});
