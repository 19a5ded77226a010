import type { App } from '../../appTypes.js';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { ogpAdminRoutes } from './adminRoutes.js';
import { createOgpIdentityService } from './identityService.js';
import { ogpIdentityRoutes } from './identityRoutes.js';
import { createHttpOgpClient } from './ogpClient.js';
import { DEFAULT_OGP_RULES, type OgpRules } from './ogpRules.js';
import { createOgpPointsReporter } from './pointsReporter.js';
import { createRedisSendGate } from './redisSendGate.js';
import { ogpRoutes } from './routes.js';
import { createOgpService } from './service.js';

export interface OgpInstallDeps {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'publicUrl'> &
    Partial<
      Pick<Config, 'ogp' | 'ogpRules' | 'publicUrlConfigured' | 'adminEmails' | 'rateLimits'>
    >;
}

export interface InstalledOgp {
  rules: OgpRules;
  /** Wakes the points reporter (a round was queued); nothing without OGP settings. */
  notify(): void;
}

/**
 * The OGP module's routes (registration, the player's identity, the operator's view) and the
 * background points reporter, stopped when the app closes.
 */
export async function installOgp(app: App, { db, clock, config }: OgpInstallDeps) {
  const rules = config.ogpRules ?? DEFAULT_OGP_RULES;
  const client = config.ogp ? createHttpOgpClient(config.ogp, clock) : null;
  await app.register(ogpRoutes, {
    ogp: createOgpService({
      db,
      client,
      rules,
      publicUrl: config.publicUrlConfigured ? config.publicUrl : null,
    }),
  });
  await app.register(ogpIdentityRoutes, { identities: createOgpIdentityService(db) });
  await app.register(ogpAdminRoutes, {
    db,
    adminEmails: config.adminEmails ?? [],
    configured: client !== null,
  });
  // The API's 3 requests per second are shared through Redis when REDIS_URL is set, else
  // through the database.
  const redisUrl = config.rateLimits?.redisUrl;
  const gate = client && redisUrl ? createRedisSendGate(redisUrl) : null;
  const reporter = client
    ? createOgpPointsReporter({ db, client, clock, log: app.log, ...(gate ? { gate } : {}) })
    : null;
  reporter?.start();
  app.addHook('onClose', async () => {
    await reporter?.stop();
    await gate?.close();
  });
  return { rules, notify: () => reporter?.notify() } satisfies InstalledOgp;
}
