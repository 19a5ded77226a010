import type { App } from '../../appTypes.js';
import type { Database } from '../../db/database.js';
import type { ObjectStorage } from '../../storage/objectStorage.js';
import { createScreenshotTierQueue, type ScreenshotTierQueue } from './screenshotTierQueue.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Renders screenshots' media tiers in the background. `createPromptplayServer` starts it
     * and runs the backfill once the catalogue is seeded; closing the app stops it.
     */
    screenshotTiers: ScreenshotTierQueue;
  }
}

/** Gives the app its screenshot tier queue (`app.screenshotTiers`), stopped on close. */
export function installScreenshotTiers(
  app: App,
  deps: { db: Database; storage: ObjectStorage },
): ScreenshotTierQueue {
  const queue = createScreenshotTierQueue({ ...deps, log: app.log });
  app.decorate('screenshotTiers', queue);
  app.addHook('onClose', async () => queue.stop());
  return queue;
}
