/** How long a failed build waits before its next attempt (attempt is the one that failed, 1-based). */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return baseMs * 4 ** Math.max(0, attempt - 1);
}
