import { z } from 'zod/mini';
import { MAX_URL_LENGTH } from './common.js';

// zod/mini: the first view asks for it at load (README "First view and deep pages").

/**
 * Error reporting for the web app (spec §9: sample rate 0.1, release v1.66.0): the public
 * Sentry DSN (SENTRY_DSN) and the environment (SENTRY_ENVIRONMENT, default production).
 */
export const errorReportingConfigSchema = z.object({
  dsn: z
    .string()
    .check(z.maxLength(MAX_URL_LENGTH), z.regex(/^https?:\/\/\S+$/, 'Expected an http(s) URL')),
  environment: z.string().check(z.minLength(1), z.maxLength(64)),
  release: z.string().check(z.minLength(1), z.maxLength(64)),
  sampleRate: z.number().check(z.minimum(0), z.maximum(1)),
});
export type ErrorReportingConfig = z.infer<typeof errorReportingConfigSchema>;

/**
 * GET /api/client-config: the operator's settings the SPA needs before it reports anything.
 * `tagManagerId` is GTM_ID (the tag-manager container loads only when set, and only after
 * consent); `errorReporting` is null without SENTRY_DSN (nothing is sent then).
 */
export const clientConfigSchema = z.object({
  tagManagerId: z.nullable(
    z.string().check(z.regex(/^GTM-[A-Z0-9]{4,12}$/, 'Expected a container id like GTM-XXXXXXX')),
  ),
  errorReporting: z.nullable(errorReportingConfigSchema),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
