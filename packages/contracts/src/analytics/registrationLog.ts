import { z } from 'zod/mini';
import type { AnalyticsEventName } from './events.js';

/**
 * The account events kept in this browser's registration-event log (spec §9, capped at
 * `REGISTRATION_EVENT_LOG_CAP`), besides going to the data layer. Apart from events.ts, in
 * zod/mini: the web app reads the log back at every start (README "First view and deep pages").
 */
export const REGISTRATION_EVENT_NAMES = [
  'guest_registered',
  'sign_up',
  'sign_in',
  'sign_out',
] as const satisfies readonly AnalyticsEventName[];
export type RegistrationEventName = (typeof REGISTRATION_EVENT_NAMES)[number];

/** One entry of the registration-event log: which event, and when (ISO 8601). */
export const registrationLogEntrySchema = z.strictObject({
  event: z.enum(REGISTRATION_EVENT_NAMES),
  at: z.iso.datetime(),
});
export type RegistrationLogEntry = z.infer<typeof registrationLogEntrySchema>;
