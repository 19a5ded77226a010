import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
});

export type LogLevel = (typeof LOG_LEVELS)[number];

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
    webDistDir: join(REPO_ROOT, 'apps/web/dist'),
    runtimeDistDir: join(REPO_ROOT, 'packages/runtime/dist'),
  };
}
