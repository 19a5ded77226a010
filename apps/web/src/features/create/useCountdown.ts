import { useEffect, useState } from 'react';

/** Whole seconds left of a countdown that starts when the component mounts; stops at 0. */
export function useCountdown(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  const isDone = left <= 0;
  useEffect(() => {
    if (isDone) return;
    const timer = setInterval(() => setLeft((current) => Math.max(current - 1, 0)), 1000);
    return () => clearInterval(timer);
  }, [isDone]);
  return left;
}
