/**
 * In-process wake-up between the draft routes and the draft worker: a new draft wakes the
 * sleeping worker slots at once instead of at their next poll. Other processes find the
 * draft by polling.
 */
export interface DraftSignal {
  /** Wakes every slot that is waiting. */
  notify(): void;
  /** Resolves on the next `notify`, or after `timeoutMs`, whichever comes first. */
  wait(timeoutMs: number): Promise<void>;
}

export function createDraftSignal(): DraftSignal {
  const waiters = new Set<() => void>();
  return {
    notify() {
      const woken = [...waiters];
      waiters.clear();
      for (const wake of woken) wake();
    },
    wait(timeoutMs) {
      return new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, timeoutMs);
        waiters.add(wake);
      });
    },
  };
}
