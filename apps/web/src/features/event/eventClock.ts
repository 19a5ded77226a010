import {
  EVENT_INSTANTS,
  eventPhaseAt,
  type EventData,
  type EventPhase,
  type EventSchedule,
} from '@promptplay/contracts';

/** An event answer with what is needed to read it on this device's clock. */
export interface EventClock {
  event: EventData;
  /** Server clock minus this device's clock, in ms: add it to Date.now() for the server's now. */
  offsetMs: number;
  /** This device's time when the answer arrived. */
  receivedAt: number;
}

function instant(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The five instants of the event, or null when the answer does not hold all of them. */
export function eventSchedule(event: EventData): EventSchedule | null {
  const schedule = {
    previewAt: instant(event.previewAt),
    startAt: instant(event.eventStart),
    endingSoonAt: instant(event.endingSoonAt),
    endAt: instant(event.eventEnd),
    reviewUntil: instant(event.reviewUntil),
  };
  return EVENT_INSTANTS.every((name) => schedule[name] !== null)
    ? (schedule as EventSchedule)
    : null;
}

/**
 * How far this device's clock is behind the server's, from one answer: `serverNow` is taken
 * to be the midpoint of the request. Zero when the server sent no time.
 */
export function clockOffsetMs(event: EventData, sentAt: number, receivedAt: number): number {
  const serverNow = instant(event.serverNow);
  return serverNow ? serverNow.getTime() - (sentAt + receivedAt) / 2 : 0;
}

/**
 * The phase at the local time `localNow`: computed from the schedule on the server's clock,
 * so it moves on at each instant without asking again; the answer's own phase when the
 * schedule is incomplete.
 */
export function phaseAt(clock: EventClock, localNow: number): EventPhase | null {
  const schedule = eventSchedule(clock.event);
  if (schedule) return eventPhaseAt(schedule, new Date(localNow + clock.offsetMs));
  return clock.event.hasEvent ? clock.event.phase : null;
}

/** The local time of the next instant after `localNow` (the next phase change), or null. */
export function nextPhaseChangeAt(clock: EventClock, localNow: number): number | null {
  const schedule = eventSchedule(clock.event);
  if (!schedule) return null;
  const serverNow = localNow + clock.offsetMs;
  const next = EVENT_INSTANTS.map((name) => schedule[name].getTime()).find((t) => t > serverNow);
  return next === undefined ? null : next - clock.offsetMs;
}

/**
 * What a phase counts down to, on the server's clock (ms): the start in Preview, the end in
 * EndingSoon; null for the other phases.
 */
export function countdownTarget(event: EventData, phase: EventPhase | null): number | null {
  switch (phase) {
    case 'Preview':
      return instant(event.eventStart)?.getTime() ?? null;
    case 'EndingSoon':
      return instant(event.eventEnd)?.getTime() ?? null;
    case 'NormalActive':
    case 'Review':
    case null:
      return null;
  }
}
