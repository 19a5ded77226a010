/**
 * Taps made on the server-rendered page before the app hydrated: the boot script
 * (startAfterFirstPaint.ts) keeps each tap's target under this key of `window`.
 */
export const EARLY_TAPS_KEY = '__promptplayEarlyTaps';

interface EarlyTaps {
  taps: EventTarget[];
  stop: () => void;
}

/**
 * What a tap already did without the app, so replaying it would do it twice: follow a link,
 * change a field, toggle a checkbox through its label.
 */
const HANDLED_BY_THE_BROWSER = 'a[href], input, select, textarea, label, summary';

/** How long a tap waits at most for its element to come alive (frames, about 5 s). */
const MAX_WAIT_FRAMES = 300;

/**
 * Whether React has hydrated the element: it keeps the element's props (its handlers) on it
 * then. The first commit can leave parts still server markup (a lazy route's Suspense
 * boundary whose code is on its way), and a tap dispatched there would be dropped.
 */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/** Dispatches a tap on `target` once React has hydrated it (or gives up waiting and taps). */
function tapWhenHydrated(target: Element, framesLeft = MAX_WAIT_FRAMES): void {
  if (!target.isConnected) return;
  if (isHydrated(target) || framesLeft === 0) {
    // An icon's <svg> has no click(): dispatch what a tap fires.
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    return;
  }
  requestAnimationFrame(() => tapWhenHydrated(target, framesLeft - 1));
}

/**
 * Stops keeping taps and replays each kept one on its element once the app has hydrated it
 * (React reuses the server's elements, so they are the very ones tapped). Idempotent.
 */
export function replayEarlyTaps(): void {
  const record = window as unknown as Record<string, EarlyTaps | undefined>;
  const early = record[EARLY_TAPS_KEY];
  if (!early) return;
  record[EARLY_TAPS_KEY] = undefined;
  early.stop();
  for (const target of early.taps) {
    if (!(target instanceof Element) || !target.isConnected) continue;
    if (target.closest(HANDLED_BY_THE_BROWSER)) continue;
    tapWhenHydrated(target);
  }
}
