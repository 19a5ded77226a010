import type { Clock } from '../clock.js';

export interface TestClock extends Clock {
  advance(ms: number): void;
}

/** A clock that stands still until a test moves it. */
export function createTestClock(start = new Date()): TestClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms) {
      now += ms;
    },
  };
}
