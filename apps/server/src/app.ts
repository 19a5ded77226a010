import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
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
import { keepSigningKeysFresh } from './modules/auth/signingKeyRotation.js';
import { adConfigRoutes } from './modules/adConfig/routes.js';
import { clientConfigRoutes } from './modules/clientConfig/routes.js';
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
import { loadFirstViewRenderer, rendererPathFor } from './modules/firstView/rendererModule.js';
import { createFirstViewService } from './modules/firstView/service.js';
import type { CatalogueEvents } from './modules/games/catalogueEvents.js';
import { likeRoutes } from './modules/likes/routes.js';
import { reportRoutes } from './modules/reports/routes.js';
import { createReportService } from './modules/reports/service.js';
import { commentRoutes } from './modules/comments/routes.js';
import { createCommentService } from './modules/comments/service.js';
import { createLikeService } from './modules/likes/service.js';
import { profileRoutes } from './modules/profile/routes.js';
import { remixRoutes } from './modules/remixes/routes.js';
import { createRemixService } from './modules/remixes/service.js';
import { createProfileService } from './modules/profile/service.js';
import { localIdpRoutes } from './modules/signin/localIdpRoutes.js';
import { createOidcClients } from './modules/signin/oidcClients.js';
import { inProcessFetch } from './modules/signin/inProcessFetch.js';
import { signInRoutes } from './modules/signin/routes.js';
import { createSignInService } from './modules/signin/service.js';
import { installOgp } from './modules/ogp/installOgp.js';
import { admitOgpAncestorsToRuntime } from './modules/ogp/frameAncestors.js';
import { playPageRoutes } from './modules/ogp/playPageRoutes.js';
import { playResultRoutes } from './modules/playResults/routes.js';
import { createPlayResultService } from './modules/playResults/service.js';
import { createGameManifestReader } from './modules/manifest/gameManifest.js';
import { manifestRoutes } from './modules/manifest/routes.js';
import { mediaRoutes } from './modules/media/routes.js';
import { sharePreviewRoutes } from './modules/sharePreview/routes.js';
import { createSharePreviewService } from './modules/sharePreview/service.js';
import { installDrafts, type DraftBuildOptions } from './modules/drafts/installDrafts.js';
import { refineRoutes } from './modules/refine/routes.js';
import { createRefineService } from './modules/refine/service.js';
import { createContentSafety } from './modules/safety/contentSafety.js';
import { createUploads } from './modules/uploads/createUploads.js';
import { uploadRoutes } from './modules/uploads/routes.js';
import { storageOriginsOf } from './modules/uploads/uploadsConfig.js';
import { worldRoutes } from './modules/worlds/routes.js';
import { installHealth } from './modules/health/installHealth.js';
import { installMetrics } from './modules/metrics/installMetrics.js';
import { installAuth } from './plugins/auth.js';
import { answerFrameworkError, installErrorHandler } from './plugins/errorHandler.js';
import { LOG_REDACT_PATHS, serializeRequestForLog } from './plugins/logRedaction.js';
import { registerOpenApi } from './plugins/openApi.js';
import { installRateLimits } from './plugins/rateLimits/installRateLimits.js';
import { installStrictTransportSecurity } from './plugins/strictTransportSecurity.js';
import { installNotFoundHandler } from './plugins/notFound.js';
import { installWellFormedText } from './plugins/wellFormedText.js';
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
        | 'ogpRules'
        | 'ai'
        | 'dailyPrompts'
        | 'uploads'
        | 'dataDir'
        | 'adminEmails'
        | 'adPopup'
        | 'adPolicy'
        | 'rateLimits'
        | 'trustProxy'
        | 'publicUrlConfigured'
        | 'tagManagerId'
        | 'errorReporting'
        | 'metrics'
      >
    >;
  db: Database;
  storage: ObjectStorage;
  /** Shared with whoever publishes games (seeding, workers) so the feed cache hears of them. */
  catalogueEvents: CatalogueEvents;
  /** Build drafts in this process (`app.draftWorker`); without it drafts only queue. */
  drafts?: DraftBuildOptions;
  clock?: Clock;
  /** Where logs go (tests capture them); stdout when omitted. */
  logStream?: DestinationStream;
  /** Told of every route as it is added (tests list them against the OpenAPI document). */
  onRoute?: (route: RouteOptions) => void;
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
    logger: {
      level: deps.config.logLevel,
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      serializers: { req: serializeRequestForLog },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    trustProxy: deps.config.trustProxy ?? false,
    // Unique across processes: error bodies, logs and error reports name requests by it.
    genReqId: () => randomUUID(),
    frameworkErrors: answerFrameworkError,
    bodyLimit: BODY_LIMIT_BYTES,
    // One log line per request halves throughput; request logs come with LOG_LEVEL=debug.
    logController: new LogController({
      disableRequestLogging: deps.config.logLevel !== 'debug' && deps.config.logLevel !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installWellFormedText(app);
  await registerCompression(app);

  const keys = await loadSigningKeys(deps.db);
  // After an operator's rotation every process signs with the new key within a minute.
  const stopKeyRefresh = keepSigningKeysFresh(keys, (error) =>
    app.log.warn({ err: error }, 'reloading the signing keys failed'),
  );
  app.addHook('onClose', (_instance, done) => {
    stopKeyRefresh();
    done();
  });
  const accessTokens = createAccessTokens(keys, clock);
  installAuth(app, accessTokens);
  installStrictTransportSecurity(app);
  // Before the routes: both see every route as it is added (contract, abuse limits).
  await registerOpenApi(app);
  // Without `rateLimits` (tests, benches) nothing is limited; `loadConfig` always sets them.
  await installRateLimits(app, deps.config.rateLimits ?? null);
  // Before the routes too (durations by route); measured only when METRICS_TOKEN/PORT is set.
  const metrics = await installMetrics(app, {
    access: deps.config.metrics ?? { token: null, port: null },
    db: deps.db,
    clock,
  });

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
  // One feed (and its memory) for the API and the server-rendered first view.
  const feed = createFeedService(deps.db, deps.catalogueEvents, clock, hiddenGames);
  await app.register(feedRoutes, { feed, publicUrl: deps.config.publicUrl });
  await app.register(likeRoutes, {
    likes: createLikeService(deps.db, clock, deps.catalogueEvents, metrics),
  });
  await app.register(reportRoutes, { reports: createReportService(deps.db, clock) });
  await app.register(remixRoutes, {
    remixes: createRemixService(deps.db),
    publicUrl: deps.config.publicUrl,
  });
  await app.register(commentRoutes, {
    comments: createCommentService({
      db: deps.db,
      clock,
      safety: createContentSafety(),
      adminEmails: deps.config.adminEmails ?? [],
    }),
  });
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
  const draftQueue = await installDrafts(app, {
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
    metrics,
  });
  await app.register(refineRoutes, {
    refine: createRefineService({
      db: deps.db,
      clock,
      ...draftQueue,
      safety: createContentSafety(),
      hiddenGames,
      events: deps.catalogueEvents,
      screenshotTiers,
    }),
  });
  installHealth(app, deps.db);
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
  const ogp = await installOgp(app, { db: deps.db, clock, config: deps.config });
  await app.register(playResultRoutes, {
    results: createPlayResultService(deps.db, clock, ogp.rules.caps, ogp.notify),
  });
  const ads = createAdService(deps.db, clock, deps.config.adPolicy ?? DEFAULT_AD_POLICY);
  await app.register(adRoutes, { ads });
  await app.register(gameSessionRoutes, {
    sessions: createGameSessionService({ db: deps.db, clock, ads, metrics }),
  });
  await app.register(competitionRoutes, {
    competition: createCompetitionService(deps.db, clock),
  });
  await app.register(worldRoutes, { db: deps.db, storage: deps.storage, hiddenGames });
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
  const readGameManifest = createGameManifestReader(deps.config.runtimeDistDir);
  await app.register(manifestRoutes, { readGameManifest });
  await app.register(adConfigRoutes, { adPopup: deps.config.adPopup });
  await app.register(clientConfigRoutes, {
    clientConfig: {
      tagManagerId: deps.config.tagManagerId ?? null,
      errorReporting: deps.config.errorReporting ?? null,
    },
  });

  const spaFallback = await registerStaticFiles(app, {
    ...deps.config,
    // The runtime page's CSP names the origin it is served from: PUBLIC_URL when set, else the
    // request's own (so a phone on the LAN can play a dev server); it is only ever a header
    // of that response, never a URL handed to anyone else.
    publicUrl: deps.config.publicUrlConfigured ? deps.config.publicUrl : undefined,
    storageOrigins: storageOriginsOf(deps.config.uploads),
    adScriptUrl: deps.config.adPopup?.enabled ? deps.config.adPopup.scriptUrl : null,
  });
  // After the static files: link previews answer `/` and `/shared/:id` through the SPA fallback.
  await app.register(sharePreviewRoutes, {
    sharePreview: createSharePreviewService({ db: deps.db, storage: deps.storage, log: app.log }),
    spaFallback,
    firstView: createFirstViewService({
      feed,
      render: await loadFirstViewRenderer(rendererPathFor(deps.config.webDistDir), app.log),
      webDistDir: deps.config.webDistDir,
      publicUrl: deps.config.publicUrl,
      readGameManifest,
      log: app.log,
    }),
    publicUrl: deps.config.publicUrl,
  });
  // The registered OGP gameUrl: the SPA opening the game, framable by the OGP site (and so
  // the game's runtime frame inside it).
  admitOgpAncestorsToRuntime(app, ogp.rules.frameAncestors);
  await app.register(playPageRoutes, {
    db: deps.db,
    spaFallback,
    frameAncestors: ogp.rules.frameAncestors,
  });
  installNotFoundHandler(app, spaFallback);
  return app;
}
