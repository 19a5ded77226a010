import { CONSTANTS } from '@promptplay/contracts';
import { useEffect } from 'react';
import { isTouchDevice } from '../lib/device.js';

/** Controls a touch near the edge may still press (preventing the touch would eat the tap). */
const TAPPABLE = 'button, a, input, textarea, select, label, [role="button"], [data-tappable]';

/**
 * Blocks the browser's back-swipe from the left edge on touch devices (spec §2): a touch
 * starting within 40 px of the left edge is cancelled unless it lands on a control.
 */
export function useLeftEdgeSwipeGuard(targetWindow?: Window): void {
  useEffect(() => {
    // Looked up in the effect: the server render has no window.
    const target = targetWindow ?? window;
    if (!isTouchDevice(target)) return;
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch || touch.clientX >= CONSTANTS.LEFT_EDGE_SWIPE_GUARD_PX) return;
      const element = event.target instanceof Element ? event.target : null;
      if (element?.closest(TAPPABLE)) return;
      if (event.cancelable) event.preventDefault();
    };
    target.document.addEventListener('touchstart', onTouchStart, { passive: false });
    return () => target.document.removeEventListener('touchstart', onTouchStart);
  }, [targetWindow]);
}
