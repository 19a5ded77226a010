import { browserTimers, type TimerHandle, type Timers } from './timers.js';

export interface Debounced {
  (): void;
  cancel: () => void;
}

/** Runs `fn` once, `ms` after the last call. */
export function debounce(fn: () => void, ms: number, timers: Timers = browserTimers): Debounced {
  let pending: TimerHandle | null = null;
  const debounced = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = timers.setTimeout(() => {
      pending = null;
      fn();
    }, ms);
  };
  debounced.cancel = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
  };
  return debounced;
}
