import { describe, expect, it } from 'vitest';
import {
  eventPhaseAt,
  firstMisorderedInstant,
  isLivePhase,
  type EventSchedule,
} from './eventPhase.js';

const at = (iso: string) => new Date(iso);
const schedule: EventSchedule = {
  previewAt: at('2026-12-01T00:00:00Z'),
  startAt: at('2026-12-02T00:00:00Z'),
  endingSoonAt: at('2026-12-08T00:00:00Z'),
  endAt: at('2026-12-09T00:00:00Z'),
  reviewUntil: at('2026-12-12T00:00:00Z'),
};
const before = (date: Date) => new Date(date.getTime() - 1);

describe('event phase', () => {
  it.each([
    [before(schedule.previewAt), null],
    [schedule.previewAt, 'Preview'],
    [before(schedule.startAt), 'Preview'],
    [schedule.startAt, 'NormalActive'],
    [before(schedule.endingSoonAt), 'NormalActive'],
    [schedule.endingSoonAt, 'EndingSoon'],
    [before(schedule.endAt), 'EndingSoon'],
    [schedule.endAt, 'Review'],
    [before(schedule.reviewUntil), 'Review'],
    [schedule.reviewUntil, null],
  ])('at %s is %s', (now, phase) => {
    expect(eventPhaseAt(schedule, now)).toBe(phase);
  });

  it('is live only in NormalActive and EndingSoon', () => {
    expect(
      [null, 'Preview', 'NormalActive', 'EndingSoon', 'Review'].map((p) => isLivePhase(p as never)),
    ).toEqual([false, false, true, true, false]);
  });

  it('names the first instant out of order', () => {
    expect(firstMisorderedInstant(schedule)).toBeNull();
    expect(firstMisorderedInstant({ ...schedule, startAt: schedule.previewAt })).toBe('startAt');
    expect(firstMisorderedInstant({ ...schedule, reviewUntil: schedule.previewAt })).toBe(
      'reviewUntil',
    );
  });
});
