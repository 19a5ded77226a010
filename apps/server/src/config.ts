import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientConfigSchema, CONSTANTS, type ErrorReportingConfig } from '@promptplay/contracts';
import { z } from 'zod';
import type { DailyPromptLimits } from './modules/allowance/limits.js';
import type { AiProviderSettings } from './modules/categorize/openAiCategorizer.js';
import {
  DEFAULT_DRAFT_WORKER_SETTINGS as DRAFT_DEFAULTS,
  type DraftWorkerSettings,
} from './modules/drafts/workerSettings.js';
import { parseAdminEmails } from './modules/admin/adminEmails.js';
import type { UploadsConfig } from './modules/uploads/uploadsConfig.js';
import type { AdPolicy } from './modules/ads/adPolicy.js';
import { invalidConfiguration } from './configError.js';
import {
  rateLimitSettingsFromEnv,
  type RateLimitSettings,
} from './plugins/rateLimits/rateLimitSettings.js';
import { parseTrustProxy, type TrustProxySetting } from './plugins/trustProxy.js';
import {
  DEFAULT_MAX_SESSIONS_PER_DAY,
  defaultFrameAncestor,
  isOriginList,
  parseFrameAncestors,
  type OgpRules,
} from './modules/ogp/ogpRules.js';

/** The repository root (this file is apps/server/src/config.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An unset variable and an empty one mean the same (`DATABASE_URL=` turns Postgres off). */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATA_DIR: optionalText.transform((value) => value ?? './data'),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  NODE_ENV: optionalText,
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  OGP_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OGP_API_KEY: optionalText,
  OGP_SECRET_KEY: optionalText,
  OGP_FRAME_ANCESTORS: optionalText.refine(
    (value) => value === undefined || isOriginList(value),
    'expected http(s) origins separated by commas or spaces',
  ),
  OGP_MAX_SCORE_PER_SESSION: optionalText.pipe(
    z.coerce.number<string>().int().min(1).max(1_000_000).optional(),
  ),
  OGP_MAX_SESSIONS_PER_DAY: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .default(DEFAULT_MAX_SESSIONS_PER_DAY),
  OGP_MAX_POINTS_PER_DAY: optionalText.pipe(
    z.coerce.number<string>().int().min(1).max(100_000_000).optional(),
  ),
  DAILY_PROMPTS_GUEST: z.coerce.number().int().min(0).max(10_000).default(3),
  DAILY_PROMPTS_SOCIAL: z.coerce.number().int().min(0).max(10_000).default(10),
  DRAFT_WORKER_SLOTS: z.coerce.number().int().min(0).max(16).default(DRAFT_DEFAULTS.slots),
  DRAFT_WORKER_POLL_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(DRAFT_DEFAULTS.pollIntervalMs),
  DRAFT_LEASE_SECONDS: z.coerce
    .number()
    .int()
    .min(5)
    .max(3_600)
    .default(DRAFT_DEFAULTS.leaseMs / 1000),
  DRAFT_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(DRAFT_DEFAULTS.maxAttempts),
  UPLOAD_SIGNING_SECRET: optionalText.pipe(z.string().min(32).optional()),
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_REGION: optionalText.transform((value) => value ?? 'us-east-1'),
  S3_PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  AI_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  AD_EVERY_N_PLAYS: z.coerce.number().int().min(1).max(1_000).default(3),
  AD_MIN_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
  ADMIN_EMAILS: optionalText,
  ADS_ENABLED: optionalText
    .pipe(z.enum(['true', 'false', '1', '0']).optional())
    .transform((value) => value !== 'false' && value !== '0'),
  AD_SCRIPT_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  GTM_ID: optionalText.pipe(z.optional(clientConfigSchema.shape.tagManagerId.def.innerType)),
  SENTRY_DSN: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SENTRY_ENVIRONMENT: optionalText.transform((value) => value ?? 'production'),
  SENTRY_SAMPLE_RATE: optionalText.pipe(
    z.coerce.number<string | undefined>().min(0).max(1).optional(),
  ),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(25),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16).optional()),
  METRICS_PORT: optionalText.pipe(
    z.coerce.number<string | undefined>().int().min(1).max(65_535).optional(),
  ),
  TRUST_PROXY: optionalText.refine((value) => parseTrustProxy(value) !== null, {
    message: 'expected true, false, a hop count or comma-separated addresses/CIDR ranges',
  }),
  MEDIA_TIERS: optionalText
    .pipe(z.enum(['true', 'false', '1', '0']).optional())
    .transform((value) => value !== 'false' && value !== '0'),
});

export type LogLevel = (typeof LOG_LEVELS)[number];

/** What the ad popup may show; served to the SPA by GET /api/ad-config. */
export interface AdPopupSettings {
  enabled: boolean;
  /** An http(s) URL of a third-party ad script, or null for the built-in house ad. */
  scriptUrl: string | null;
}

export interface Config {
  port: number;
  host: string;
  /** Postgres connection string; undefined → embedded PGlite under `dataDir/db`. */
  databaseUrl: string | undefined;
  /** Absolute path holding the embedded database and local object storage. */
  dataDir: string;
  /**
   * The origin of every absolute URL the server hands out (share links, OpenGraph tags, OGP
   * `gameUrl`, sign-in redirects), without a trailing slash. From PUBLIC_URL, required when
   * NODE_ENV=production; elsewhere `http://localhost:PORT`. Never the request's Host header.
   */
  publicUrl: string;
  /** Whether PUBLIC_URL was set (OGP registration needs a real public origin). */
  publicUrlConfigured: boolean;
  logLevel: LogLevel;
  /** Google sign-in; null → the built-in local provider under /dev-idp stands in. */
  google: { clientId: string; clientSecret: string } | null;
  /** OpenGameProtocol API; null → OGP calls answer 503 NOT_CONFIGURED. */
  ogp: { baseUrl: string; apiKey: string; secretKey: string } | null;
  /** OGP caps declared and kept, and who may frame the play page (see ogp/ogpRules.ts). */
  ogpRules: OgpRules;
  /** Daily prompt allowance per auth method (DAILY_PROMPTS_GUEST 3, DAILY_PROMPTS_SOCIAL 10). */
  dailyPrompts: DailyPromptLimits;
  /**
   * The in-process draft worker: DRAFT_WORKER_SLOTS builds at once (0 = this process builds
   * none), DRAFT_WORKER_POLL_MS, DRAFT_LEASE_SECONDS, DRAFT_MAX_ATTEMPTS.
   */
  drafts: DraftWorkerSettings;
  /** Image uploads: URL signing secret (else one kept in the database) and the S3 bucket. */
  uploads: UploadsConfig;
  /** OpenAI-compatible categorizer (AI_BASE_URL, AI_MODEL, AI_API_KEY, AI_TIMEOUT_MS 15 s); null → built-in. */
  ai: AiProviderSettings | null;
  /**
   * How often signed-in players see an ad (check-ad): at most once in AD_EVERY_N_PLAYS
   * plays (3) and never twice within AD_MIN_INTERVAL_SECONDS (120).
   */
  adPolicy: AdPolicy;
  /** ADMIN_EMAILS: social accounts with these verified emails sign in as operators (lower case). */
  adminEmails: readonly string[];
  /**
   * The ad popup (spec §6): ADS_ENABLED (default true) and AD_SCRIPT_URL, the third-party ad
   * script the SPA loads (its origin is then admitted by the CSP); without it a house ad shows.
   */
  adPopup: AdPopupSettings;
  /** GTM_ID: the tag-manager container (loaded only after consent); null → none. */
  tagManagerId: string | null;
  /**
   * SENTRY_DSN and SENTRY_ENVIRONMENT (default production), with the spec's release and
   * sample rate; null without a DSN (nothing is reported).
   */
  errorReporting: ErrorReportingConfig | null;
  /**
   * Who may read `/metrics`: a request with `Authorization: Bearer METRICS_TOKEN` on the main
   * port, and anyone reaching METRICS_PORT (a listener of its own, for a private network).
   * Neither set → no `/metrics` at all.
   */
  metrics: { token: string | null; port: number | null };
  /**
   * SHUTDOWN_GRACE_SECONDS (25): on SIGTERM, how long requests in flight and draft builds may
   * run on; then connections are closed and unfinished drafts go back to the queue.
   */
  shutdownGraceMs: number;
  /**
   * MEDIA_TIERS (default true): render screenshots' AVIF/WebP tiers in the background (new
   * games, and once for old ones). `false` leaves cards on the original screenshots, e.g. for
   * a test server that should not spend its CPU on it.
   */
  mediaTiers: boolean;
  /** TRUST_PROXY: the load balancers whose X-Forwarded-* headers count (default: none). */
  trustProxy: TrustProxySetting;
  /**
   * Abuse limits per address and per player (plugins/rateLimits): RATE_LIMIT_<ACTION>_*,
   * REDIS_URL for shared counters; null when RATE_LIMITS=off.
   */
  rateLimits: RateLimitSettings | null;
  /** Build outputs served as static files. */
  webDistDir: string;
  runtimeDistDir: string;
}

/**
 * Parses the environment once at start-up. Relative `DATA_DIR` values are taken from the
 * repository root, so `npm start` and `npm run serve -w` use the same folder.
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw invalidConfiguration(parsed.error);
  const vars = parsed.data;
  if (vars.NODE_ENV === 'production' && !vars.PUBLIC_URL) {
    throw new Error(
      'Invalid configuration: PUBLIC_URL: required when NODE_ENV=production (the origin of share links)',
    );
  }
  return {
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    dataDir: isAbsolute(vars.DATA_DIR) ? vars.DATA_DIR : resolve(REPO_ROOT, vars.DATA_DIR),
    publicUrl: withoutTrailingSlash(vars.PUBLIC_URL) ?? `http://localhost:${vars.PORT}`,
    publicUrlConfigured: vars.PUBLIC_URL !== undefined,
    logLevel: vars.LOG_LEVEL,
    google:
      vars.GOOGLE_CLIENT_ID && vars.GOOGLE_CLIENT_SECRET
        ? { clientId: vars.GOOGLE_CLIENT_ID, clientSecret: vars.GOOGLE_CLIENT_SECRET }
        : null,
    ogp:
      vars.OGP_BASE_URL && vars.OGP_API_KEY && vars.OGP_SECRET_KEY
        ? {
            baseUrl: vars.OGP_BASE_URL.replace(/\/+$/, ''),
            apiKey: vars.OGP_API_KEY,
            secretKey: vars.OGP_SECRET_KEY,
          }
        : null,
    ogpRules: {
      caps: {
        maxScorePerSession: vars.OGP_MAX_SCORE_PER_SESSION ?? null,
        maxSessionsPerDay: vars.OGP_MAX_SESSIONS_PER_DAY,
        maxCumulativePointsPerDay: vars.OGP_MAX_POINTS_PER_DAY ?? null,
      },
      frameAncestors: vars.OGP_FRAME_ANCESTORS
        ? parseFrameAncestors(vars.OGP_FRAME_ANCESTORS)
        : defaultFrameAncestor(vars.OGP_BASE_URL),
    },
    dailyPrompts: { guest: vars.DAILY_PROMPTS_GUEST, social: vars.DAILY_PROMPTS_SOCIAL },
    drafts: {
      slots: vars.DRAFT_WORKER_SLOTS,
      pollIntervalMs: vars.DRAFT_WORKER_POLL_MS,
      leaseMs: vars.DRAFT_LEASE_SECONDS * 1000,
      maxAttempts: vars.DRAFT_MAX_ATTEMPTS,
      retryBaseMs: DRAFT_DEFAULTS.retryBaseMs,
    },
    uploads: {
      signingSecret: vars.UPLOAD_SIGNING_SECRET,
      s3:
        vars.S3_ENDPOINT && vars.S3_BUCKET && vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
          ? {
              endpoint: vars.S3_ENDPOINT.replace(/\/+$/, ''),
              bucket: vars.S3_BUCKET,
              accessKeyId: vars.S3_ACCESS_KEY_ID,
              secretAccessKey: vars.S3_SECRET_ACCESS_KEY,
              region: vars.S3_REGION,
              publicUrl: vars.S3_PUBLIC_URL?.replace(/\/+$/, ''),
            }
          : null,
    },
    ai:
      vars.AI_BASE_URL && vars.AI_MODEL
        ? {
            baseUrl: vars.AI_BASE_URL.replace(/\/+$/, ''),
            apiKey: vars.AI_API_KEY ?? null,
            model: vars.AI_MODEL,
            timeoutMs: vars.AI_TIMEOUT_MS,
          }
        : null,
    adminEmails: parseAdminEmails(vars.ADMIN_EMAILS),
    adPopup: { enabled: vars.ADS_ENABLED, scriptUrl: vars.AD_SCRIPT_URL ?? null },
    tagManagerId: vars.GTM_ID ?? null,
    errorReporting: vars.SENTRY_DSN
      ? {
          dsn: vars.SENTRY_DSN,
          environment: vars.SENTRY_ENVIRONMENT,
          release: CONSTANTS.ERROR_REPORTING_RELEASE,
          // SENTRY_SAMPLE_RATE is for tests that must see every event; production keeps 0.1.
          sampleRate: vars.SENTRY_SAMPLE_RATE ?? CONSTANTS.ERROR_REPORTING_SAMPLE_RATE,
        }
      : null,
    metrics: { token: vars.METRICS_TOKEN ?? null, port: vars.METRICS_PORT ?? null },
    shutdownGraceMs: vars.SHUTDOWN_GRACE_SECONDS * 1000,
    mediaTiers: vars.MEDIA_TIERS,
    trustProxy: parseTrustProxy(vars.TRUST_PROXY) ?? false,
    rateLimits: rateLimitSettingsFromEnv(env),
    adPolicy: {
      everyNPlays: vars.AD_EVERY_N_PLAYS,
      minIntervalMs: vars.AD_MIN_INTERVAL_SECONDS * 1000,
    },
    webDistDir: join(REPO_ROOT, 'apps/web/dist'),
    runtimeDistDir: join(REPO_ROOT, 'packages/runtime/dist'),
  };
}

/** `https://play.example.com/` → `https://play.example.com` (a path prefix is kept). */
function withoutTrailingSlash(url: string | undefined): string | undefined {
  return url?.replace(/\/+$/, '');
}
