/** Timer functions, injectable so tests can drive time by hand. */
export interface TimerApi {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: TimerApi = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) =>
    globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** Calls `callback` once, `waitMs` after the last of a burst of calls. */
export function debounce(
  callback: () => void,
  waitMs: number,
  timers: TimerApi = browserTimers,
): () => void {
  let handle: unknown = null;
  return () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = timers.setTimeout(() => {
      handle = null;
      callback();
    }, waitMs);
  };
}
