import { RUNTIME_MESSAGES } from '../contractsPending.js';

/** Readable one-line text of anything thrown. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/**
 * Routes uncaught errors and rejected promises inside the iframe to the host instead of the
 * console, which nobody in the host page can see: the player's text (an `error` message) and
 * the thrown value itself (for an `errorReport` to the operator's error reporter).
 */
export function reportUncaughtErrors(
  target: Window,
  report: (message: string, error: unknown) => void,
): void {
  target.addEventListener('error', (event) => {
    event.preventDefault();
    const error: unknown = event.error ?? event.message;
    report(RUNTIME_MESSAGES.unexpectedError(describeError(error)), error);
  });
  target.addEventListener('unhandledrejection', (event) => {
    event.preventDefault();
    report(RUNTIME_MESSAGES.unexpectedError(describeError(event.reason)), event.reason);
  });
}
