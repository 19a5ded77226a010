import { useEffect, useRef, useState } from 'react';

/** How often the "next refresh" count moves. */
const TICK_MS = 1_000;

function isPageVisible(): boolean {
  return document.visibilityState === 'visible';
}

/**
 * Calls `refresh` every `intervalMs` while the page is visible and returns the whole seconds
 * until the next call, for a "Next refresh in {n}s" line (spec §4: every 60 s while visible,
 * paused while hidden). Nothing runs while the tab is hidden; on coming back, a refresh that
 * fell due meanwhile happens at once, else the count carries on.
 */
export function useAutoRefresh(refresh: () => void, intervalMs: number): number {
  const [isVisible, setIsVisible] = useState(isPageVisible);
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(intervalMs / 1000));
  const dueAt = useRef<number | null>(null);
  const latestRefresh = useRef(refresh);
  useEffect(() => {
    latestRefresh.current = refresh;
  });

  useEffect(() => {
    const onChange = () => setIsVisible(isPageVisible());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  useEffect(() => {
    if (!isVisible) return;
    const tick = () => {
      const now = Date.now();
      dueAt.current ??= now + intervalMs;
      if (now >= dueAt.current) {
        latestRefresh.current();
        dueAt.current = now + intervalMs;
      }
      setSecondsLeft(Math.max(0, Math.ceil((dueAt.current - now) / 1000)));
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [intervalMs, isVisible]);

  return secondsLeft;
}
