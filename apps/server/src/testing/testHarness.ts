import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildApp, type AppDeps } from '../app.js';
import type { App } from '../appTypes.js';
import type { Database, DatabaseDriver } from '../db/database.js';
import { createCatalogueEvents, type CatalogueEvents } from '../modules/games/catalogueEvents.js';
import type { StarterCatalogueSource } from '../modules/games/gameBuilder.js';
import { createGamePublisher, type GamePublisher } from '../modules/games/service.js';
import { seedStarterCatalogue } from '../seed/seedStarterCatalogue.js';
import { createLocalObjectStorage } from '../storage/localObjectStorage.js';
import type { ObjectStorage } from '../storage/objectStorage.js';
import { writeDistFixtures } from './distFixtures.js';
import { createTestClock, type TestClock } from './testClock.js';
import { createTestDatabase, type TestDatabase } from './testDatabase.js';
import { testEnv } from './testEnv.js';

export interface TestContext {
  driver: DatabaseDriver;
  app: App;
  db: Database;
  storage: ObjectStorage;
  clock: TestClock;
  catalogueEvents: CatalogueEvents;
  publisher: GamePublisher;
  /** A temp folder for this suite (holds the PGlite data and objects). */
  tempDir: string;
  /** Builds another app on the same database and storage (e.g. with other config). */
  buildAnotherApp(config?: Partial<AppDeps['config']>): Promise<App>;
}

export interface HarnessOptions {
  /** Starter catalogue to seed before the tests; none when omitted. */
  catalogue?: StarterCatalogueSource;
}

async function setUp(driver: DatabaseDriver, options: HarnessOptions) {
  const tempDir = mkdtempSync(join(tmpdir(), 'promptplay-server-test-'));
  let database: TestDatabase | undefined;
  const apps: App[] = [];
  try {
    database = await createTestDatabase(driver, {
      dataDir: tempDir,
      postgresUrl: testEnv.postgresUrl,
    });
    const db = database.connection.db;
    const storage = createLocalObjectStorage(join(tempDir, 'objects'));
    const clock = createTestClock(new Date('2025-06-01T10:00:00Z'));
    const catalogueEvents = createCatalogueEvents();
    const baseConfig: AppDeps['config'] = {
      logLevel: 'silent',
      publicUrl: 'http://localhost',
      ...writeDistFixtures(tempDir),
    };
    const buildAnotherApp = async (config: Partial<AppDeps['config']> = {}) => {
      const app = await buildApp({
        config: { ...baseConfig, ...config },
        db,
        storage,
        catalogueEvents,
        clock,
      });
      apps.push(app);
      return app;
    };
    const app = await buildAnotherApp();
    // Tiers are scheduled on the first app's queue, which waits until a test starts it.
    const publisher = createGamePublisher(db, storage, catalogueEvents, {
      screenshotTiers: app.screenshotTiers,
    });
    if (options.catalogue) {
      await seedStarterCatalogue({ db, publisher, source: options.catalogue, log: app.log });
    }
    const context: TestContext = {
      driver,
      app,
      db,
      storage,
      clock,
      catalogueEvents,
      publisher,
      tempDir,
      buildAnotherApp,
    };
    const dispose = async () => {
      for (const each of apps) await each.close();
      await database?.dispose();
      rmSync(tempDir, { recursive: true, force: true });
    };
    return { context, dispose };
  } catch (error) {
    for (const each of apps) await each.close();
    await database?.dispose();
    rmSync(tempDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Runs the same suite on PGlite and, when TEST_DATABASE_URL is set, on Postgres (each run in
 * its own fresh database). Under CI=true without TEST_DATABASE_URL the Postgres suite fails.
 * `define` receives a getter for the context, valid inside tests and hooks.
 */
export function describeEachDatabase(
  name: string,
  define: (context: () => TestContext) => void,
  options: HarnessOptions = {},
): void {
  const drivers: DatabaseDriver[] = ['pglite', 'postgres'];
  for (const driver of drivers) {
    const title = `${name} [${driver}]`;
    if (driver === 'postgres' && !testEnv.postgresUrl) {
      if (testEnv.isCi) {
        describe(title, () => {
          it('runs on Postgres', () => {
            throw new Error('CI=true requires TEST_DATABASE_URL: the Postgres suites must run');
          });
        });
      }
      continue;
    }
    describe(title, () => {
      let current: Awaited<ReturnType<typeof setUp>> | undefined;
      beforeAll(async () => {
        current = await setUp(driver, options);
      });
      afterAll(async () => {
        await current?.dispose();
      });
      define(() => {
        if (!current) throw new Error('The test context is only available inside tests');
        return current.context;
      });
    });
  }
}
