/**
 * How a page reports what fails the journey:
 * - 'console': the engine reports console errors and uncaught errors itself (Chromium,
 *   Firefox); the probe only turns CSP violations, which are events, into console errors.
 * - 'buffer': the engine reports nothing (WebKit over classic WebDriver); the probe records
 *   CSP violations, uncaught errors, unhandled rejections and console.error calls in the
 *   window, and the driver drains them (`drainErrorProbe`).
 */
export type ProbeMode = 'console' | 'buffer';

/** Prefix of a CSP violation in the report. */
export const CSP_VIOLATION = 'CSP violation:';

/**
 * Runs inside a page or frame, as source text (closes over nothing). Idempotent, so it can
 * run before every script an engine evaluates.
 */
export function installErrorProbe(mode: ProbeMode): void {
  const host = window as unknown as { __e2eErrorProbe?: string[] };
  if (host.__e2eErrorProbe) return;
  const buffer: string[] = [];
  host.__e2eErrorProbe = buffer;
  const report = (text: string) => (mode === 'console' ? console.error(text) : buffer.push(text));
  document.addEventListener('securitypolicyviolation', (event) => {
    const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
    report(
      `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ` +
        `in ${event.documentURI}${where}`,
    );
  });
  if (mode === 'console') return;
  window.addEventListener('error', (event) => {
    buffer.push(`Uncaught ${event.message} at ${event.filename}:${event.lineno}`);
  });
  window.addEventListener('unhandledrejection', (event) => {
    buffer.push(`Unhandled rejection: ${String(event.reason)}`);
  });
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    buffer.push(args.map(String).join(' '));
    consoleError(...args);
  };
}

/** Runs inside a page or frame: what the 'buffer' probe recorded since the last drain. */
export function drainErrorProbe(): string[] {
  const host = window as unknown as { __e2eErrorProbe?: string[] };
  return host.__e2eErrorProbe?.splice(0) ?? [];
}
