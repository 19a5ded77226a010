import { useEffect, useRef, useState } from 'react';
import { ProgressMeter } from './progress.js';

/** Whole-percent progress for the loading card, driven by a ProgressMeter. */
export function useLoadingProgress(fraction: number, isReady: boolean): number {
  const [percent, setPercent] = useState(0);
  const meter = useRef<ProgressMeter | null>(null);

  useEffect(() => {
    const instance = new ProgressMeter(setPercent);
    meter.current = instance;
    return () => {
      instance.dispose();
      meter.current = null;
    };
  }, []);

  useEffect(() => {
    if (isReady) meter.current?.markReady();
    else meter.current?.setLoadingFraction(fraction);
  }, [fraction, isReady]);

  return percent;
}
