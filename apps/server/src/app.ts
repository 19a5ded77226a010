import Fastify, { LogController } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { App } from './appTypes.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { createPromptAllowance } from './modules/allowance/service.js';
import { DEFAULT_DAILY_PROMPT_LIMITS } from './modules/allowance/limits.js';
import { createAccessTokens } from './modules/auth/accessTokens.js';
import { authRoutes } from './modules/auth/routes.js';
import { createPromptCategorizer } from './modules/categorize/createPromptCategorizer.js';
import { categorizeRoutes } from './modules/categorize/routes.js';
import { createAuthService } from './modules/auth/service.js';
import { loadSigningKeys } from './modules/auth/signingKeys.js';
import { adConfigRoutes } from './modules/adConfig/routes.js';
import { eventRoutes } from './modules/events/routes.js';
import { createEventsService } from './modules/events/service.js';
import { adminRoutes } from './modules/admin/routes.js';
import { createAdminService } from './modules/admin/service.js';
import { createHiddenGames } from './modules/games/hiddenGames.js';
import { installScreenshotTiers } from './modules/games/installScreenshotTiers.js';
import { mailRoutes } from './modules/mail/routes.js';
import { createMailService } from './modules/mail/service.js';
import { DEFAULT_AD_POLICY } from './modules/ads/adPolicy.js';
import { adRoutes } from './modules/ads/routes.js';
import { createAdService } from './modules/ads/service.js';
import { createFightingGate } from './modules/competition/fightingGate.js';
import { competitionRoutes } from './modules/competition/routes.js';
import { createCompetitionService } from './modules/competition/service.js';
import { gameSessionRoutes } from './modules/gameSessions/routes.js';
import { createGameSessionService } from './modules/gameSessions/service.js';
import { feedRoutes } from './modules/feed/routes.js';
import { createFeedService } from './modules/feed/service.js';
import type { CatalogueEvents } from './modules/games/catalogueEvents.js';
import { likeRoutes } from './modules/likes/routes.js';
import { createLikeService } from './modules/likes/service.js';
import { profileRoutes } from './modules/profile/routes.js';
import { createProfileService } from './modules/profile/service.js';
import { localIdpRoutes } from './modules/signin/localIdpRoutes.js';
import { createOidcClients } from './modules/signin/oidcClients.js';
import { inProcessFetch } from './modules/signin/inProcessFetch.js';
import { signInRoutes } from './modules/signin/routes.js';
import { createSignInService } from './modules/signin/service.js';
import { createHttpOgpClient } from './modules/ogp/ogpClient.js';
import { createOgpPointsReporter } from './modules/ogp/pointsReporter.js';
import { ogpRoutes } from './modules/ogp/routes.js';
import { createOgpService } from './modules/ogp/service.js';
import { playResultRoutes } from './modules/playResults/routes.js';
import { createPlayResultService } from './modules/playResults/service.js';
import { manifestRoutes } from './modules/manifest/routes.js';
import { mediaRoutes } from './modules/media/routes.js';
import { sharePreviewRoutes } from './modules/sharePreview/routes.js';
import { createSharePreviewService } from './modules/sharePreview/service.js';
import { installDrafts, type DraftBuildOptions } from './modules/drafts/installDrafts.js';
import { createContentSafety } from './modules/safety/contentSafety.js';
import { createUploads } from './modules/uploads/createUploads.js';
import { uploadRoutes } from './modules/uploads/routes.js';
import { storageOriginsOf } from './modules/uploads/uploadsConfig.js';
import { worldRoutes } from './modules/worlds/routes.js';
import { installAuth } from './plugins/auth.js';
import { installErrorHandler } from './plugins/errorHandler.js';
import { installNotFoundHandler } from './plugins/notFound.js';
import { registerCompression } from './plugins/compression.js';
import { registerStaticFiles } from './plugins/staticFiles.js';
import type { ObjectStorage } from './storage/objectStorage.js';

export interface AppDeps {
  config: Pick<Config, 'logLevel' | 'publicUrl' | 'webDistDir' | 'runtimeDistDir'> &
    Partial<
      Pick<
        Config,
        | 'google'
        | 'ogp'
        | 'ai'
        | 'dailyPrompts'
        | 'uploads'
        | 'dataDir'
        | 'adminEmails'
        | 'adPopup'
        | 'adPolicy'
      >
    >;
  db: Database;
  storage: ObjectStorage;
  /** Shared with whoever publishes games (seeding, workers) so the feed cache hears of them. */
  catalogueEvents: CatalogueEvents;
  /** Build drafts in this process (`app.draftWorker`); without it drafts only queue. */
  drafts?: DraftBuildOptions;
  clock?: Clock;
}

/** Largest request body the API accepts (JSON and forms); bigger bodies get a 413. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Builds the whole HTTP app without listening (tests call `app.inject`). Loads or creates
 * the token signing key, so the database must be migrated first.
 */
export async function buildApp(deps: AppDeps): Promise<App> {
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: { level: deps.config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    // One log line per request halves throughput; request logs come with LOG_LEVEL=debug.
    logController: new LogController({
      disableRequestLogging: deps.config.logLevel !== 'debug' && deps.config.logLevel !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  await registerCompression(app);

  const keys = await loadSigningKeys(deps.db);
  const accessTokens = createAccessTokens(keys, clock);
  installAuth(app, accessTokens);

  const auth = createAuthService(deps.db, accessTokens, clock);
  await app.register(authRoutes, { auth, keys });
  const oidcClients = createOidcClients(deps.config.google ?? null, inProcessFetch(app));
  await app.register(signInRoutes, {
    signIn: createSignInService({
      db: deps.db,
      clock,
      clients: oidcClients,
      auth,
      accessTokens,
      adminEmails: deps.config.adminEmails ?? [],
    }),
    auth,
    publicUrl: deps.config.publicUrl,
  });
  if (!deps.config.google) {
    await app.register(localIdpRoutes, { clients: oidcClients, publicUrl: deps.config.publicUrl });
  }
  // Games an operator hid: left out of feeds, their worlds only for their owner.
  const hiddenGames = createHiddenGames(deps.db, clock, deps.catalogueEvents);
  await app.register(feedRoutes, {
    feed: createFeedService(deps.db, deps.catalogueEvents, clock, hiddenGames),
    publicUrl: deps.config.publicUrl,
  });
  await app.register(likeRoutes, { likes: createLikeService(deps.db, clock) });
  // The daily prompt allowance: the profile shows it, categorize checks it, drafts take from it.
  const allowance = createPromptAllowance(
    deps.db,
    clock,
    deps.config.dailyPrompts ?? DEFAULT_DAILY_PROMPT_LIMITS,
  );
  const uploads = createUploads({ ...deps, clock });
  // Guests get no Fighting game while Week of Fight is live: drafts and categorize ask first.
  const fightingGate = createFightingGate(deps.db, clock);
  await app.register(uploadRoutes, { uploads });
  const screenshotTiers = installScreenshotTiers(app, deps);
  await installDrafts(app, {
    db: deps.db,
    clock,
    storage: deps.storage,
    catalogueEvents: deps.catalogueEvents,
    screenshotTiers,
    allowance,
    safety: createContentSafety(),
    uploads,
    fightingGate,
    build: deps.drafts,
    ai: deps.config.ai ?? null,
  });
  await app.register(profileRoutes, {
    profiles: createProfileService(deps.db, allowance),
    publicUrl: deps.config.publicUrl,
  });
  await app.register(categorizeRoutes, {
    categorizer: createPromptCategorizer(deps.config.ai ?? null, app.log),
    allowance,
    safety: createContentSafety(),
    fightingGate,
  });
  const ogpClient = deps.config.ogp ? createHttpOgpClient(deps.config.ogp, clock) : null;
  await app.register(ogpRoutes, {
    ogp: createOgpService(deps.db, ogpClient),
    publicUrl: deps.config.publicUrl,
  });
  const ogpPoints = ogpClient
    ? createOgpPointsReporter({ db: deps.db, client: ogpClient, clock, log: app.log })
    : null;
  ogpPoints?.start();
  app.addHook('onClose', async () => ogpPoints?.stop());
  await app.register(playResultRoutes, {
    results: createPlayResultService(deps.db, clock, () => ogpPoints?.notify()),
  });
  const ads = createAdService(deps.db, clock, deps.config.adPolicy ?? DEFAULT_AD_POLICY);
  await app.register(adRoutes, { ads });
  await app.register(gameSessionRoutes, {
    sessions: createGameSessionService({ db: deps.db, clock, ads }),
  });
  await app.register(competitionRoutes, {
    competition: createCompetitionService(deps.db, clock),
  });
  await app.register(worldRoutes, { storage: deps.storage, hiddenGames });
  await app.register(mediaRoutes, { storage: deps.storage });
  await app.register(eventRoutes, { events: createEventsService(deps.db), clock });
  await app.register(mailRoutes, { mail: createMailService(deps.db, clock) });
  await app.register(adminRoutes, {
    admin: createAdminService({
      db: deps.db,
      clock,
      catalogueEvents: deps.catalogueEvents,
      adminEmails: deps.config.adminEmails ?? [],
    }),
  });
  await app.register(manifestRoutes, { runtimeDistDir: deps.config.runtimeDistDir });
  await app.register(adConfigRoutes, { adPopup: deps.config.adPopup });

  const spaFallback = await registerStaticFiles(app, {
    ...deps.config,
    storageOrigins: storageOriginsOf(deps.config.uploads),
    adScriptUrl: deps.config.adPopup?.enabled ? deps.config.adPopup.scriptUrl : null,
  });
  // After the static files: link previews answer `/` and `/shared/:id` through the SPA fallback.
  await app.register(sharePreviewRoutes, {
    sharePreview: createSharePreviewService({ db: deps.db, storage: deps.storage, log: app.log }),
    spaFallback,
    publicUrl: deps.config.publicUrl,
  });
  installNotFoundHandler(app, spaFallback);
  return app;
}
