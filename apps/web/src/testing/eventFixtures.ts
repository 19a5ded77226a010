import { eventPhaseAt, type EventData, type EventSchedule } from '@promptplay/contracts';

/** The five instants of an event as offsets (ms) from a base time. */
export type ScheduleOffsets = Record<keyof EventSchedule, number>;

export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/**
 * GET /api/player-event as the server answers it at `serverNow`, for an event whose instants
 * are `offsets` from `base`; the phase is the contracts' rule at that time.
 */
export function makeEventData(
  base: number,
  offsets: ScheduleOffsets,
  serverNow: number = base,
  overrides: Partial<EventData> = {},
): EventData {
  const at = (name: keyof EventSchedule) => new Date(base + offsets[name]);
  const schedule: EventSchedule = {
    previewAt: at('previewAt'),
    startAt: at('startAt'),
    endingSoonAt: at('endingSoonAt'),
    endAt: at('endAt'),
    reviewUntil: at('reviewUntil'),
  };
  const phase = eventPhaseAt(schedule, new Date(serverNow));
  return {
    hasEvent: phase !== null,
    phase,
    eventStart: schedule.startAt.toISOString(),
    eventEnd: schedule.endAt.toISOString(),
    eventId: 'event-1',
    name: 'Week of Fight',
    prize: 'a game console',
    previewAt: schedule.previewAt.toISOString(),
    endingSoonAt: schedule.endingSoonAt.toISOString(),
    reviewUntil: schedule.reviewUntil.toISOString(),
    serverNow: new Date(serverNow).toISOString(),
    ...overrides,
  };
}

/** A week-long event seen from inside each phase (offsets from now). */
export const PHASE_OFFSETS = {
  Preview: {
    previewAt: -HOUR,
    startAt: DAY + 2 * HOUR + 3 * MINUTE + 4 * SECOND,
    endingSoonAt: 6 * DAY,
    endAt: 7 * DAY,
    reviewUntil: 9 * DAY,
  },
  NormalActive: {
    previewAt: -2 * DAY,
    startAt: -DAY,
    endingSoonAt: 5 * DAY,
    endAt: 6 * DAY,
    reviewUntil: 8 * DAY,
  },
  EndingSoon: {
    previewAt: -7 * DAY,
    startAt: -6 * DAY,
    endingSoonAt: -HOUR,
    endAt: 2 * HOUR + 5 * SECOND,
    reviewUntil: 2 * DAY,
  },
  Review: {
    previewAt: -9 * DAY,
    startAt: -8 * DAY,
    endingSoonAt: -2 * DAY,
    endAt: -DAY,
    reviewUntil: DAY,
  },
} as const satisfies Record<string, ScheduleOffsets>;
