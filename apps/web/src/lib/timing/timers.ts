/** The timer functions code schedules with, injectable so tests can drive them with fake timers. */
export type TimerHandle = ReturnType<typeof setTimeout>;

export interface Timers {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout: (handle: TimerHandle) => void;
  setInterval(callback: () => void, ms: number): TimerHandle;
  clearInterval: (handle: TimerHandle) => void;
}

export interface Clock {
  now: () => number;
}

// Looked up at call time so test fake timers installed later still apply.
export const browserTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle),
};

export const systemClock: Clock = { now: () => Date.now() };

export function sleep(ms: number, timers: Timers = browserTimers): Promise<void> {
  return new Promise((resolve) => timers.setTimeout(resolve, ms));
}
