import { MESSAGES } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { makeAdminEvent } from '../../testing/fakeAdminServer.js';
import {
  checkEventForm,
  formValuesOf,
  fromLocalInputValue,
  newEventValues,
  toLocalInputValue,
  type EventFormValues,
} from './eventForm.js';

const VALUES: EventFormValues = {
  name: '  Week of Fight  ',
  prize: 'A golden glove',
  previewAt: '2026-03-01T09:00',
  startAt: '2026-03-02T09:00',
  endingSoonAt: '2026-03-08T09:00',
  endAt: '2026-03-09T09:00',
  reviewUntil: '2026-03-11T09:00',
};

describe('event form', () => {
  it('reads datetime-local values as local time and writes them back', () => {
    const instant = fromLocalInputValue('2026-03-01T09:05')!;
    expect(instant.getHours()).toBe(9);
    expect(instant.getMinutes()).toBe(5);
    expect(toLocalInputValue(instant)).toBe('2026-03-01T09:05');
    expect(fromLocalInputValue('')).toBeNull();
    expect(fromLocalInputValue('2026-03-01')).toBeNull();
  });

  it('sends ISO instants of the local times, trimmed texts', () => {
    const check = checkEventForm(VALUES);
    expect(check).toEqual({
      ok: true,
      input: {
        name: 'Week of Fight',
        prize: 'A golden glove',
        previewAt: new Date(2026, 2, 1, 9, 0).toISOString(),
        startAt: new Date(2026, 2, 2, 9, 0).toISOString(),
        endingSoonAt: new Date(2026, 2, 8, 9, 0).toISOString(),
        endAt: new Date(2026, 2, 9, 9, 0).toISOString(),
        reviewUntil: new Date(2026, 2, 11, 9, 0).toISOString(),
      },
    });
  });

  it('names the first field out of order, and the one it must follow', () => {
    expect(checkEventForm({ ...VALUES, endAt: VALUES.endingSoonAt })).toEqual({
      ok: false,
      problem: {
        field: 'endAt',
        message: MESSAGES.adminInstantMisordered(MESSAGES.adminEndAt, MESSAGES.adminEndingSoonAt),
      },
    });
  });

  it('names a missing text or time', () => {
    expect(checkEventForm({ ...VALUES, prize: ' ' })).toMatchObject({
      problem: { field: 'prize', message: MESSAGES.adminFieldRequired(MESSAGES.adminEventPrize) },
    });
    expect(checkEventForm({ ...VALUES, reviewUntil: '' })).toMatchObject({
      problem: { field: 'reviewUntil' },
    });
  });

  it('starts a new event at the next full hour, in order', () => {
    const values = newEventValues(new Date(2026, 2, 1, 9, 30));
    expect(values.previewAt).toBe('2026-03-01T10:00');
    expect(checkEventForm({ ...values, name: 'A', prize: 'B' }).ok).toBe(true);
  });

  it('puts an existing event in the form in local time', () => {
    const event = makeAdminEvent('e1');
    expect(formValuesOf(event).startAt).toBe(toLocalInputValue(new Date(event.startAt)));
  });
});
