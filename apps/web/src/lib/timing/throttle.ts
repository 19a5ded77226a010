import { browserTimers, type TimerHandle, type Timers } from './timers.js';

export interface Throttled {
  (): void;
  cancel: () => void;
}

/** Runs `fn` at most once per `ms`: immediately on the first call, then once more at the end of the window. */
export function throttle(fn: () => void, ms: number, timers: Timers = browserTimers): Throttled {
  let lastRun = -Infinity;
  let pending: TimerHandle | null = null;
  const run = () => {
    pending = null;
    lastRun = Date.now();
    fn();
  };
  const throttled = () => {
    const wait = lastRun + ms - Date.now();
    if (wait <= 0 && pending === null) {
      run();
    } else if (pending === null) {
      pending = timers.setTimeout(run, Math.max(wait, 0));
    }
  };
  throttled.cancel = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
  };
  return throttled;
}
