/** Error classes of spec §8. network, server and retryable are retried; auth and fatal are not. */
export const HTTP_ERROR_CLASSES = ['network', 'server', 'retryable', 'auth', 'fatal'] as const;
export type HttpErrorClass = (typeof HTTP_ERROR_CLASSES)[number];

/** 4xx statuses worth another try: request timeout, too early, too many requests. */
const RETRYABLE_CLIENT_STATUSES: ReadonlySet<number> = new Set([408, 425, 429]);
const AUTH_STATUSES: ReadonlySet<number> = new Set([400, 401, 403]);

/**
 * Classifies a failed call (spec §8). Pass the HTTP status, or 'network' / 'timeout' when
 * no response arrived. Status 0 (what fetch reports for a blocked response) counts as network.
 *
 * @example classifyHttpError(503) // 'server'
 */
export function classifyHttpError(failure: number | 'network' | 'timeout'): HttpErrorClass {
  if (failure === 'network' || failure === 'timeout' || failure === 0) return 'network';
  if (failure >= 500 && failure <= 599) return 'server';
  if (RETRYABLE_CLIENT_STATUSES.has(failure)) return 'retryable';
  if (AUTH_STATUSES.has(failure)) return 'auth';
  return 'fatal';
}

export function isRetryableErrorClass(errorClass: HttpErrorClass): boolean {
  switch (errorClass) {
    case 'network':
    case 'server':
    case 'retryable':
      return true;
    case 'auth':
    case 'fatal':
      return false;
  }
}
