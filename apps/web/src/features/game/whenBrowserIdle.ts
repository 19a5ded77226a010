/** The longest a low-priority task waits for the browser to be idle. */
const IDLE_DEADLINE_MS = 500;

/**
 * Runs `task` once the browser has nothing more urgent to do (requestIdleCallback; a macrotask
 * where it is missing, as in Safari). Returns the cancel.
 */
export function whenBrowserIdle(win: Window, task: () => void): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(task, { timeout: IDLE_DEADLINE_MS });
    return () => win.cancelIdleCallback(handle);
  }
  const timer = win.setTimeout(task, 0);
  return () => win.clearTimeout(timer);
}
