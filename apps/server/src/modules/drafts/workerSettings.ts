/** How the in-process draft worker runs (config: DRAFT_WORKER_SLOTS and friends). */
export interface DraftWorkerSettings {
  /** Drafts built at the same time in this process. */
  slots: number;
  /** How long a claim lasts without renewal; a crashed worker's draft is taken over after it. */
  leaseMs: number;
  /** Fallback poll interval when no wake-up arrives (other processes' drafts, retries). */
  pollIntervalMs: number;
  /** Attempts per draft before it fails for good. */
  maxAttempts: number;
  /** Wait before the second attempt; each further one waits four times longer. */
  retryBaseMs: number;
}

/** Two builds at once suit the 2-core machine: one renders while the other waits on I/O. */
export const DEFAULT_DRAFT_WORKER_SETTINGS: DraftWorkerSettings = {
  slots: 2,
  leaseMs: 60_000,
  pollIntervalMs: 2_000,
  maxAttempts: 3,
  retryBaseMs: 1_000,
};
