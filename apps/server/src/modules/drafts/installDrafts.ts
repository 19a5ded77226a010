import type { App } from '../../appTypes.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import type { ObjectStorage } from '../../storage/objectStorage.js';
import type { PromptAllowance } from '../allowance/service.js';
import type { FightingGate } from '../competition/fightingGate.js';
import type { CatalogueEvents } from '../games/catalogueEvents.js';
import { createGamePublisher } from '../games/service.js';
import { createVersionPublisher } from '../games/publishVersion.js';
import type { ScreenshotTierQueue } from '../games/screenshotTierQueue.js';
import type { AiProviderSettings } from '../categorize/openAiCategorizer.js';
import { createWorldDesigner } from '../categorize/worldDesigner.js';
import type { ContentSafety } from '../safety/contentSafety.js';
import type { UploadService } from '../uploads/service.js';
import type { DraftAllowance, DraftBuilder, ReferenceImages } from './draftServices.js';
import { createDraftSignal, type DraftSignal } from './draftSignal.js';
import { draftRoutes } from './routes.js';
import { createDraftService } from './service.js';
import { createTransactionalAllowance } from './transactionalAllowance.js';
import { createDraftWorker, type DraftWorker } from './worker.js';
import type { DraftWorkerSettings } from './workerSettings.js';
import type { AppMetrics } from '../metrics/appMetrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * This app's draft worker (null when it builds no drafts). `createPromptplayServer`
     * starts it once the catalogue is seeded; closing the app stops it.
     */
    draftWorker: DraftWorker | null;
  }
}

/** Turns this process into a draft builder: the generator and how many builds at once. */
export interface DraftBuildOptions {
  builder: DraftBuilder;
  settings: DraftWorkerSettings;
}

export interface InstallDraftsDeps {
  db: Database;
  clock: Clock;
  storage: ObjectStorage;
  catalogueEvents: CatalogueEvents;
  /** Renders each published game's screenshot tiers. */
  screenshotTiers?: ScreenshotTierQueue;
  allowance: Pick<PromptAllowance, 'limitFor'>;
  safety: Pick<ContentSafety, 'assertClean' | 'check' | 'rateAudience'>;
  uploads: Pick<UploadService, 'referenceImage'>;
  fightingGate: FightingGate;
  /** Without it the routes queue drafts for other processes to build. */
  build?: DraftBuildOptions | undefined;
  /** The AI provider (AI_*): the worker asks it for each draft's world design. */
  ai?: AiProviderSettings | null | undefined;
  /** Counts each build attempt (duration, genre, outcome). */
  metrics?: Pick<AppMetrics, 'draftBuilds'>;
}

/** What other modules queueing drafts (refine) share with the draft routes. */
export interface DraftQueue {
  allowance: DraftAllowance;
  signal: DraftSignal;
}

/**
 * Registers the draft routes (create, status) and, with `build`, the in-process worker
 * they wake, as `app.draftWorker`. The worker publishes through its own GamePublisher on
 * the shared catalogue events, so the feed cache hears of every new game. With an AI provider
 * the worker asks it for each draft's world design (the built-in reading is the fallback).
 */
export async function installDrafts(app: App, deps: InstallDraftsDeps): Promise<DraftQueue> {
  const { db, clock } = deps;
  const signal = createDraftSignal();
  const allowance = createTransactionalAllowance(deps.allowance, clock);
  const referenceImages: ReferenceImages = {
    load: async (url, playerId, field) =>
      (await deps.uploads.referenceImage(url, playerId, field)).body,
  };
  await app.register(draftRoutes, {
    drafts: createDraftService({
      db,
      clock,
      allowance,
      safety: deps.safety,
      referenceImages,
      signal,
      fightingGate: deps.fightingGate,
    }),
  });

  const worker = deps.build
    ? createDraftWorker({
        db,
        clock,
        publisher: createGamePublisher(db, deps.storage, deps.catalogueEvents, {
          screenshotTiers: deps.screenshotTiers,
        }),
        versionPublisher: createVersionPublisher(db, deps.storage, deps.catalogueEvents, {
          screenshotTiers: deps.screenshotTiers,
        }),
        builder: deps.build.builder,
        safety: deps.safety,
        referenceImages,
        allowance,
        signal,
        designer: deps.ai ? createWorldDesigner({ settings: deps.ai, log: app.log }) : null,
        log: app.log,
        settings: deps.build.settings,
        ...(deps.metrics ? { metrics: deps.metrics } : {}),
      })
    : null;
  app.decorate('draftWorker', worker);
  app.addHook('onClose', async () => worker?.stop());
  return { allowance, signal };
}
