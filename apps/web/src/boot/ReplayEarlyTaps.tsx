import { useEffect } from 'react';
import { replayEarlyTaps } from './earlyTaps.js';

/**
 * Renders nothing; once the app's first render has committed (hydration done), replays the
 * taps made on the server's markup before the scripts came.
 */
export function ReplayEarlyTaps() {
  useEffect(() => replayEarlyTaps(), []);
  return null;
}
