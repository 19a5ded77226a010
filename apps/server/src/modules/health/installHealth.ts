import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { MIGRATIONS_FOLDER } from '../../db/createDatabase.js';
import { createReadinessCheck, type ReadinessReport } from './readiness.js';
import { addHealthRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** `/readyz`'s checks, also served on the operators' listener (opsServer). */
    readiness: () => Promise<ReadinessReport>;
  }
}

/** `/healthz` and `/readyz` on the app; install after the drafts (it asks `app.draftWorker`). */
export function installHealth(app: FastifyInstance, db: Database): void {
  const readiness = createReadinessCheck({
    db,
    migrationsFolder: MIGRATIONS_FOLDER,
    workerAlive: () => app.draftWorker?.isAlive() ?? null,
  });
  app.decorate('readiness', readiness);
  addHealthRoutes(app, readiness);
}
