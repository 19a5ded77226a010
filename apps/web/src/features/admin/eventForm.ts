import {
  EVENT_INSTANTS,
  MESSAGES,
  firstMisorderedInstant,
  type AdminEvent,
  type AdminEventInput,
  type EventSchedule,
} from '@promptplay/contracts';

export type EventInstant = (typeof EVENT_INSTANTS)[number];
export type EventField = 'name' | 'prize' | EventInstant;

/** The form as typed: the instants are `datetime-local` values in the operator's time zone. */
export type EventFormValues = Record<EventField, string>;

/** Labels of the form's fields, also used to name a field in an error. */
export const EVENT_FIELD_LABELS: Record<EventField, string> = {
  name: MESSAGES.adminEventName,
  prize: MESSAGES.adminEventPrize,
  previewAt: MESSAGES.adminPreviewAt,
  startAt: MESSAGES.adminStartAt,
  endingSoonAt: MESSAGES.adminEndingSoonAt,
  endAt: MESSAGES.adminEndAt,
  reviewUntil: MESSAGES.adminReviewUntil,
};

export interface FieldProblem {
  field: EventField;
  message: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An instant as a `datetime-local` value in this browser's time zone (minutes precision).
 *
 * @example toLocalInputValue(new Date(2026, 2, 1, 9, 5)) // '2026-03-01T09:05'
 */
export function toLocalInputValue(instant: Date): string {
  return (
    `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}` +
    `T${pad(instant.getHours())}:${pad(instant.getMinutes())}`
  );
}

const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/** A `datetime-local` value as an instant (the string has no offset, so it is local time). */
export function fromLocalInputValue(value: string): Date | null {
  if (!LOCAL_INPUT.test(value)) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** An existing event, in the form. */
export function formValuesOf(event: AdminEvent): EventFormValues {
  const local = (iso: string) => toLocalInputValue(new Date(iso));
  return {
    name: event.name,
    prize: event.prize,
    previewAt: local(event.previewAt),
    startAt: local(event.startAt),
    endingSoonAt: local(event.endingSoonAt),
    endAt: local(event.endAt),
    reviewUntil: local(event.reviewUntil),
  };
}

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * A week-long event to start from: preview from the next full hour, live a day later, ending
 * soon on its last day, results shown for two days after.
 */
export function newEventValues(now: Date): EventFormValues {
  const previewAt = new Date(Math.ceil(now.getTime() / HOUR_MS) * HOUR_MS);
  const at = (offsetMs: number) => toLocalInputValue(new Date(previewAt.getTime() + offsetMs));
  return {
    name: '',
    prize: '',
    previewAt: at(0),
    startAt: at(DAY_MS),
    endingSoonAt: at(7 * DAY_MS),
    endAt: at(8 * DAY_MS),
    reviewUntil: at(10 * DAY_MS),
  };
}

/** The five instants when all parse, else null (the phase preview needs them all). */
export function scheduleOf(values: EventFormValues): EventSchedule | null {
  const instants: Partial<EventSchedule> = {};
  for (const name of EVENT_INSTANTS) {
    const instant = fromLocalInputValue(values[name]);
    if (!instant) return null;
    instants[name] = instant;
  }
  return instants as EventSchedule;
}

export type EventFormCheck =
  { ok: true; input: AdminEventInput } | { ok: false; problem: FieldProblem };

/**
 * Checks the form as the server will (required texts, five times in order) and builds the
 * request with ISO instants. The first problem names its field.
 */
export function checkEventForm(values: EventFormValues): EventFormCheck {
  for (const field of ['name', 'prize', ...EVENT_INSTANTS] as const) {
    const isMissing =
      field === 'name' || field === 'prize'
        ? values[field].trim() === ''
        : fromLocalInputValue(values[field]) === null;
    if (isMissing) {
      return {
        ok: false,
        problem: { field, message: MESSAGES.adminFieldRequired(EVENT_FIELD_LABELS[field]) },
      };
    }
  }
  const schedule = scheduleOf(values)!;
  const misordered = firstMisorderedInstant(schedule);
  if (misordered) {
    const previous = EVENT_INSTANTS[EVENT_INSTANTS.indexOf(misordered) - 1]!;
    return {
      ok: false,
      problem: {
        field: misordered,
        message: MESSAGES.adminInstantMisordered(
          EVENT_FIELD_LABELS[misordered],
          EVENT_FIELD_LABELS[previous],
        ),
      },
    };
  }
  return {
    ok: true,
    input: {
      name: values.name.trim(),
      prize: values.prize.trim(),
      previewAt: schedule.previewAt.toISOString(),
      startAt: schedule.startAt.toISOString(),
      endingSoonAt: schedule.endingSoonAt.toISOString(),
      endAt: schedule.endAt.toISOString(),
      reviewUntil: schedule.reviewUntil.toISOString(),
    },
  };
}

/** Whether a server field name (from an error body) is one of the form's. */
export function isEventField(field: string): field is EventField {
  return field in EVENT_FIELD_LABELS;
}
