import { MESSAGES } from '@promptplay/contracts';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Whole days, hours, minutes and seconds left of `ms`. Seconds round up, so the countdown
 * reads 00:00:00:01 during the last second and 00:00:00:00 only once the instant has come.
 */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * The event countdown as dd:hh:mm:ss (spec §4: it updates every second); never negative.
 *
 * @example formatCountdown(93_784_000) // '01:02:03:04'
 */
export function formatCountdown(ms: number): string {
  const { days, hours, minutes, seconds } = countdownParts(ms);
  return [days, hours, minutes, seconds].map(twoDigits).join(':');
}

/** The same countdown in words, for screen readers ('1 day 2 hours 3 minutes 4 seconds'). */
export function speakCountdown(ms: number): string {
  const { days, hours, minutes, seconds } = countdownParts(ms);
  return MESSAGES.eventCountdownSpoken(days, hours, minutes, seconds);
}
