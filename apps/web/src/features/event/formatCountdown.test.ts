import { describe, expect, it } from 'vitest';
import { countdownParts, formatCountdown, speakCountdown } from './formatCountdown.js';

const SECOND = 1_000;
const DAY = 86_400 * SECOND;

describe('event countdown format', () => {
  it('reads days, hours, minutes and seconds as dd:hh:mm:ss', () => {
    expect(formatCountdown(DAY + 2 * 3_600_000 + 3 * 60_000 + 4 * SECOND)).toBe('01:02:03:04');
    expect(formatCountdown(12 * DAY + 59 * SECOND)).toBe('12:00:00:59');
  });

  it('rounds a part second up, so it shows zero only when the instant comes', () => {
    expect(formatCountdown(1)).toBe('00:00:00:01');
    expect(formatCountdown(59_001)).toBe('00:00:01:00');
    expect(formatCountdown(0)).toBe('00:00:00:00');
  });

  it('never goes below zero', () => {
    expect(formatCountdown(-5 * SECOND)).toBe('00:00:00:00');
    expect(countdownParts(-1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('keeps counting days past 99', () => {
    expect(formatCountdown(120 * DAY)).toBe('120:00:00:00');
  });

  it('says the countdown in words, leaving out zero units', () => {
    expect(speakCountdown(DAY + 3_600_000 + 5 * SECOND)).toBe('1 day 1 hour 5 seconds');
    expect(speakCountdown(2 * 60_000)).toBe('2 minutes 0 seconds');
  });
});
