import { eventPhaseAt, type EventData, type EventPhase } from '@promptplay/contracts';
import type { DatabaseOrTransaction } from '../../db/database.js';
import { findEventAt, type LiveEventRow } from './eventQueries.js';

/** The event whose window holds an instant, and its phase then. */
export interface CurrentEvent {
  event: LiveEventRow;
  phase: EventPhase;
}

export interface EventsService {
  /** The event running at `now` (Preview to Review) with its phase, or null when none is. */
  current(now: Date): Promise<CurrentEvent | null>;
  /** GET /api/player-event's answer at `now`. */
  eventData(now: Date): Promise<EventData>;
}

/** The event data while no event's window holds now (spec §3: phase and times null). */
export function noEventData(now: Date): EventData {
  return {
    hasEvent: false,
    phase: null,
    eventStart: null,
    eventEnd: null,
    serverNow: now.toISOString(),
  };
}

/**
 * The live event as players see it: phase by the server clock from the event's five
 * instants (contracts' `eventPhaseAt`), never stored.
 */
export function createEventsService(db: DatabaseOrTransaction): EventsService {
  async function current(now: Date): Promise<CurrentEvent | null> {
    const event = await findEventAt(db, now);
    if (!event) return null;
    const phase = eventPhaseAt(event, now);
    return phase ? { event, phase } : null;
  }

  return {
    current,

    async eventData(now) {
      const found = await current(now);
      if (!found) return noEventData(now);
      const { event, phase } = found;
      return {
        hasEvent: true,
        phase,
        eventStart: event.startAt.toISOString(),
        eventEnd: event.endAt.toISOString(),
        eventId: event.id,
        name: event.name,
        prize: event.prize,
        previewAt: event.previewAt.toISOString(),
        endingSoonAt: event.endingSoonAt.toISOString(),
        reviewUntil: event.reviewUntil.toISOString(),
        serverNow: now.toISOString(),
      };
    },
  };
}
