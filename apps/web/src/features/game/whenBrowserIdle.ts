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

/**
 * Runs `task` once the page has loaded (its first paint and the pictures it shows are in) and
 * the browser is then idle. Returns the cancel.
 */
export function whenPageLoadedAndIdle(win: Window, task: () => void): () => void {
  if (win.document.readyState === 'complete') return whenBrowserIdle(win, task);
  let cancelIdle: (() => void) | null = null;
  const onLoad = () => {
    cancelIdle = whenBrowserIdle(win, task);
  };
  win.addEventListener('load', onLoad, { once: true });
  return () => {
    win.removeEventListener('load', onLoad);
    cancelIdle?.();
  };
}
