import { startProcess } from './process/startProcess.js';

/** `npm start`: the API (and, with DRAFT_WORKER_SLOTS > 0, a draft worker) on PORT. */
startProcess('api').catch((error: unknown) => {
  console.error('Promptplay failed to start:', error);
  process.exit(1);
});
