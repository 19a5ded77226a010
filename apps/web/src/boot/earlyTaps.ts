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

/**
 * Stops keeping taps and replays each kept one on its element, once the app has hydrated
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
    // An icon's <svg> has no click(): dispatch what a tap fires.
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  }
}
