import { z } from 'zod';
import { MAX_URL_LENGTH } from './common.js';

/**
 * Error reporting for the web app (spec §9: sample rate 0.1, release v1.66.0): the public
 * Sentry DSN (SENTRY_DSN) and the environment (SENTRY_ENVIRONMENT, default production).
 */
export const errorReportingConfigSchema = z.object({
  dsn: z
    .string()
    .max(MAX_URL_LENGTH)
    .regex(/^https?:\/\/\S+$/, 'Expected an http(s) URL'),
  environment: z.string().min(1).max(64),
  release: z.string().min(1).max(64),
  sampleRate: z.number().min(0).max(1),
});
export type ErrorReportingConfig = z.infer<typeof errorReportingConfigSchema>;

/**
 * GET /api/client-config: the operator's settings the SPA needs before it reports anything.
 * `tagManagerId` is GTM_ID (the tag-manager container loads only when set, and only after
 * consent); `errorReporting` is null without SENTRY_DSN (nothing is sent then).
 */
export const clientConfigSchema = z.object({
  tagManagerId: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'Expected a container id like GTM-XXXXXXX')
    .nullable(),
  errorReporting: errorReportingConfigSchema.nullable(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
