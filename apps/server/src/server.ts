import { join } from 'node:path';
import type { DestinationStream } from 'pino';
import { buildApp } from './app.js';
import type { App } from './appTypes.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import { createDatabase } from './db/createDatabase.js';
import type { DatabaseConnection } from './db/database.js';
import type { DraftBuilder } from './modules/drafts/draftServices.js';
import { createCatalogueEvents } from './modules/games/catalogueEvents.js';
import type { StarterCatalogueSource } from './modules/games/gameBuilder.js';
import { createGamePublisher, type GamePublisher } from './modules/games/service.js';
import { registerDatabasePoolGauges } from './modules/metrics/databasePoolGauges.js';
import { isMetricsEnabled } from './modules/metrics/installMetrics.js';
import { seedExamplePrompts } from './seed/seedExamplePrompts.js';
import { seedLibraryPortraits } from './seed/seedLibraryPortraits.js';
import { seedStarterCatalogue } from './seed/seedStarterCatalogue.js';
import { createLocalObjectStorage } from './storage/localObjectStorage.js';
import type { ObjectStorage } from './storage/objectStorage.js';

export interface PromptplayServer {
  app: App;
  database: DatabaseConnection;
  storage: ObjectStorage;
  publisher: GamePublisher;
  /**
   * Closes the HTTP app (no new connections; requests in flight finish) while the draft worker
   * finishes its builds, or after `graceMs` gives their drafts back to the queue; then the
   * database.
   */
  close(graceMs?: number): Promise<void>;
}

export interface CreateServerOptions {
  config: Config;
  /** The generator's starter catalogue; every missing starter game is built and published. */
  starterCatalogue: StarterCatalogueSource;
  /** Builds players' drafts; the starter catalogue's generator when omitted. */
  draftBuilder?: DraftBuilder;
  clock?: Clock;
  /** Where logs go; JSON lines on stdout when omitted. */
  logStream?: DestinationStream;
}

/**
 * Everything `npm start` does before listening: open the database, migrate, build the app
 * (which loads or creates the signing key), seed the starter catalogue, and start the
 * draft worker and the screenshot tiers' background rendering (with its one-off backfill).
 *
 * @example
 * const server = await createPromptplayServer({ config: loadConfig(process.env), starterCatalogue });
 * await server.app.listen({ port: 8080 });
 */
export async function createPromptplayServer({
  config,
  starterCatalogue,
  draftBuilder = starterCatalogue,
  clock,
  logStream,
}: CreateServerOptions): Promise<PromptplayServer> {
  const database = await createDatabase(config);
  try {
    await database.migrate();
    const storage = createLocalObjectStorage(join(config.dataDir, 'objects'));
    const catalogueEvents = createCatalogueEvents();
    const app = await buildApp({
      config,
      db: database.db,
      storage,
      catalogueEvents,
      drafts: { builder: draftBuilder, settings: config.drafts },
      ...(clock ? { clock } : {}),
      ...(logStream ? { logStream } : {}),
    });
    if (database.poolUse && isMetricsEnabled(config.metrics)) {
      registerDatabasePoolGauges(app.appMetrics.registry, database.poolUse);
    }
    const publisher = createGamePublisher(database.db, storage, catalogueEvents, {
      screenshotTiers: app.screenshotTiers,
    });
    try {
      await seedStarterCatalogue({
        db: database.db,
        publisher,
        source: starterCatalogue,
        log: app.log,
      });
      await seedExamplePrompts(storage);
      await seedLibraryPortraits(storage);
      // Players' drafts wait until the catalogue is in place; closing the app stops the worker.
      app.draftWorker?.start();
      // Media tiers of new games, then once for games that have none; in the background, so
      // the server answers at once (cards show the original screenshot until then).
      if (config.mediaTiers) {
        app.screenshotTiers.start();
        app.screenshotTiers.backfill().catch((error: unknown) => {
          app.log.error({ err: error }, 'screenshot tiers backfill failed');
        });
      }
    } catch (error) {
      await app.close();
      throw error;
    }
    return {
      app,
      database,
      storage,
      publisher,
      async close(graceMs) {
        // Started first: the app's own onClose then waits for this same stop.
        const workerStopped = app.draftWorker?.stop(graceMs);
        await app.close();
        await workerStopped;
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
