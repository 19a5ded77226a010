import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  OGP_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OGP_API_KEY: optionalText,
  OGP_SECRET_KEY: optionalText,
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
  /** Origin used in share links, without a trailing slash; undefined → the request's origin. */
  publicUrl: string | undefined;
  logLevel: LogLevel;
  /** Google sign-in; null → the built-in local provider under /dev-idp stands in. */
  google: { clientId: string; clientSecret: string } | null;
  /** OpenGameProtocol API; null → OGP calls answer 503 NOT_CONFIGURED. */
  ogp: { baseUrl: string; apiKey: string; secretKey: string } | null;
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
  /**
   * MEDIA_TIERS (default true): render screenshots' AVIF/WebP tiers in the background (new
   * games, and once for old ones). `false` leaves cards on the original screenshots, e.g. for
   * a test server that should not spend its CPU on it.
   */
  mediaTiers: boolean;
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
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${details}`);
  }
  const vars = parsed.data;
  return {
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    dataDir: isAbsolute(vars.DATA_DIR) ? vars.DATA_DIR : resolve(REPO_ROOT, vars.DATA_DIR),
    publicUrl: vars.PUBLIC_URL?.replace(/\/+$/, ''),
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
    mediaTiers: vars.MEDIA_TIERS,
    adPolicy: {
      everyNPlays: vars.AD_EVERY_N_PLAYS,
      minIntervalMs: vars.AD_MIN_INTERVAL_SECONDS * 1000,
    },
    webDistDir: join(REPO_ROOT, 'apps/web/dist'),
    runtimeDistDir: join(REPO_ROOT, 'packages/runtime/dist'),
  };
}
