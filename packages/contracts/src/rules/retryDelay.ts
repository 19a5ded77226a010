import { RETRY_BASE_DELAY_MS, RETRY_JITTER, RETRY_MAX_DELAY_MS } from '../constants.js';

/**
 * Wait before retry number `attempt` (1 = the first retry), spec §9: exponential from
 * 1 s, capped at 10 s, with ±10% jitter. `random` returns [0, 1); 0.5 means no jitter.
 * The result never exceeds the cap.
 *
 * @example retryDelayMs(1, () => 0.5) // 1000
 * @example retryDelayMs(3, () => 0.5) // 4000
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.floor(attempt) - 1);
  const exponential = Math.min(RETRY_BASE_DELAY_MS * 2 ** exponent, RETRY_MAX_DELAY_MS);
  const jitter = RETRY_JITTER * (2 * random() - 1);
  return Math.round(Math.min(exponential * (1 + jitter), RETRY_MAX_DELAY_MS));
}
