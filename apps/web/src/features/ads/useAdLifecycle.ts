import { CONSTANTS } from '@promptplay/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The shortest time an ad stays up before the player may close it. Not a spec number: the
 * spec only says the close button shows "when closing is allowed".
 */
export const AD_MIN_VISIBLE_MS = 2_000;

/** Loading until the ad renders something (shown) or its script fails (failed). */
export type AdLoadState = 'loading' | 'shown' | 'failed';

export interface AdLifecycle {
  state: AdLoadState;
  /** Closing is allowed once the ad rendered and has been up `AD_MIN_VISIBLE_MS`. */
  canClose: boolean;
  markShown: () => void;
  markFailed: () => void;
}

/**
 * The ad popup's timers (spec §4, §9): with no ad content after 5 s it closes itself; 1 s
 * after a script load error it closes itself. `close` may change between renders.
 */
export function useAdLifecycle(close: () => void): AdLifecycle {
  const [state, setState] = useState<AdLoadState>('loading');
  const [hasMinimumPassed, setHasMinimumPassed] = useState(false);
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  }, [close]);

  useEffect(() => {
    const timer = setTimeout(() => setHasMinimumPassed(true), AD_MIN_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (state === 'shown') return;
    const delay =
      state === 'failed' ? CONSTANTS.AD_POPUP_CLOSE_DELAY_MS : CONSTANTS.AD_POPUP_FALLBACK_MS;
    const timer = setTimeout(() => closeRef.current(), delay);
    return () => clearTimeout(timer);
  }, [state]);

  // Only a loading ad moves: content after an error, or an error after content, changes nothing.
  const markShown = useCallback(() => setState((s) => (s === 'loading' ? 'shown' : s)), []);
  const markFailed = useCallback(() => setState((s) => (s === 'loading' ? 'failed' : s)), []);

  return { state, canClose: state === 'shown' && hasMinimumPassed, markShown, markFailed };
}
