import { useEffect } from 'react';

let locks = 0;
let parkedScrollY = 0;

/**
 * Keeps the page behind an overlay from scrolling, without losing its scroll position. The body
 * is pinned in place at its scroll offset while the window itself rests at the top: phones
 * (iOS Safari) ignore `overflow: hidden` alone, and a scrolled window under a fixed full-screen
 * layer can leave touch hit-testing of an embedded frame (the game runtime) out of step.
 */
export function useBodyScrollLock(isLocked: boolean): void {
  useEffect(() => {
    if (!isLocked) return;
    if (locks++ === 0) {
      parkedScrollY = window.scrollY;
      document.body.style.top = `${-parkedScrollY}px`;
      document.documentElement.classList.add('is-scroll-locked');
      window.scrollTo(0, 0);
    }
    return () => {
      if (--locks > 0) return;
      document.documentElement.classList.remove('is-scroll-locked');
      document.body.style.top = '';
      window.scrollTo(0, parkedScrollY);
    };
  }, [isLocked]);
}
