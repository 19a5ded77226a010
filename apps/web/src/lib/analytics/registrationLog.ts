import {
  CONSTANTS,
  REGISTRATION_EVENT_NAMES,
  registrationLogEntrySchema,
  type AnalyticsEventName,
  type RegistrationEventName,
  type RegistrationLogEntry,
} from '@promptplay/contracts';
import { z } from 'zod/mini';
import { systemClock, type Clock } from '../timing/timers.js';

export const REGISTRATION_LOG_KEY = 'promptplay.analytics.registrationEvents';

const storedLogSchema = z.array(registrationLogEntrySchema);

/**
 * The stored registration-event log (spec §9): this browser's guest registrations, sign-ups,
 * sign-ins and sign-outs with their times, newest last, at most `REGISTRATION_EVENT_LOG_CAP`.
 * It lets support see how a player's accounts came and went on a device without a server log.
 */
export interface RegistrationLog {
  /** Appends the event when it is an account event; other events are ignored. */
  record: (event: AnalyticsEventName) => void;
  entries: () => RegistrationLogEntry[];
}

function isRegistrationEvent(event: AnalyticsEventName): event is RegistrationEventName {
  return (REGISTRATION_EVENT_NAMES as readonly string[]).includes(event);
}

export function createRegistrationLog(
  storage: Storage = localStorage,
  clock: Clock = systemClock,
): RegistrationLog {
  // Storage can throw (private mode, quota) or hold junk: the log then starts afresh.
  const entries = (): RegistrationLogEntry[] => {
    try {
      const parsed = storedLogSchema.safeParse(
        JSON.parse(storage.getItem(REGISTRATION_LOG_KEY) ?? '[]'),
      );
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  };
  return {
    entries,
    record(event) {
      if (!isRegistrationEvent(event)) return;
      const next = [...entries(), { event, at: new Date(clock.now()).toISOString() }];
      try {
        storage.setItem(
          REGISTRATION_LOG_KEY,
          JSON.stringify(next.slice(-CONSTANTS.REGISTRATION_EVENT_LOG_CAP)),
        );
      } catch {
        // A log that cannot be stored is not worth breaking sign-in for.
      }
    },
  };
}
