import { useSyncExternalStore } from 'react';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The Network Information API's Save-Data flag (Chromium only; absent elsewhere). */
interface SaveDataConnection extends EventTarget {
  readonly saveData?: boolean;
}

function networkConnection(): SaveDataConnection | undefined {
  return (navigator as Navigator & { connection?: SaveDataConnection }).connection;
}

function isStillMediaPreferred(): boolean {
  const isMotionReduced = window.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false;
  return isMotionReduced || networkConnection()?.saveData === true;
}

function subscribe(onChange: () => void): () => void {
  const motionQuery = window.matchMedia?.(REDUCED_MOTION_QUERY);
  const connection = networkConnection();
  motionQuery?.addEventListener?.('change', onChange);
  connection?.addEventListener?.('change', onChange);
  return () => {
    motionQuery?.removeEventListener?.('change', onChange);
    connection?.removeEventListener?.('change', onChange);
  };
}

/**
 * True when the player asked for stillness (`prefers-reduced-motion: reduce`) or for less data
 * (Save-Data): show a still image then, never an animation. Follows changes while mounted.
 */
export function usePrefersStillMedia(): boolean {
  // The server cannot know, so it renders (and hydration starts from) the still alone: a player
  // who asked for stillness never sees the loop start before the scripts run, and the first
  // view spends no bytes on it. The loop joins once the page has hydrated.
  return useSyncExternalStore(subscribe, isStillMediaPreferred, () => true);
}
