import {
  competitionDataSchema,
  eventDataSchema,
  type CompetitionData,
} from '@promptplay/contracts';
import type { ApiClient } from '../../lib/api/apiClient.js';
import { clockOffsetMs, type EventClock } from './eventClock.js';

/** GET /api/player-event, with this device's clock offset measured on the way. */
export async function fetchEventClock(
  api: ApiClient,
  signal?: AbortSignal,
  now: () => number = Date.now,
): Promise<EventClock> {
  const sentAt = now();
  const event = await api.request('/api/player-event', { schema: eventDataSchema, signal });
  const receivedAt = now();
  return { event, offsetMs: clockOffsetMs(event, sentAt, receivedAt), receivedAt };
}

/** GET /api/game-competition: the entries ranked best first (spec §3 Competition data). */
export function fetchCompetition(api: ApiClient, signal?: AbortSignal): Promise<CompetitionData> {
  return api.request('/api/game-competition', { schema: competitionDataSchema, signal });
}
