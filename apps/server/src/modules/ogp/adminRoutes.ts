import { adminOgpOverviewSchema } from '@promptplay/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.js';
import { createAdminCheck, findAdmin } from '../admin/adminGuard.js';
import { ogpOverview } from './adminOverview.js';

export interface OgpAdminRoutesOptions {
  db: Database;
  adminEmails: readonly string[];
  /** Whether OGP_BASE_URL, OGP_API_KEY and OGP_SECRET_KEY are set. */
  configured: boolean;
}

/** `GET /api/admin/ogp` (operators only, like every /api/admin route): see adminOverview.ts. */
export const ogpAdminRoutes: FastifyPluginCallbackZod<OgpAdminRoutesOptions> = (
  app,
  { db, adminEmails, configured },
  done,
) => {
  const onRequest = createAdminCheck(app, {
    findAdmin: (playerId) => findAdmin(db, adminEmails, playerId),
  });
  app.get(
    '/api/admin/ogp',
    { onRequest, schema: { response: { 200: adminOgpOverviewSchema } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ogpOverview(db, configured);
    },
  );
  done();
};
