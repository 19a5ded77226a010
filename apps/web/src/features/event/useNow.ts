import { useEffect, useState } from 'react';

/**
 * This device's time, re-read every `tickMs` while `isTicking` (a countdown's second hand).
 * Stopped, it keeps the last reading.
 */
export function useNow(tickMs: number, isTicking = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isTicking) return;
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [isTicking, tickMs]);
  return now;
}
