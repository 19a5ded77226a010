import type { ApiErrorBody, HttpErrorClass } from '@promptplay/contracts';

export interface ApiErrorDetails {
  url: string;
  status?: number;
  body?: ApiErrorBody;
  cause?: unknown;
  /** How long the server asked us to wait (its `Retry-After`, e.g. on a 429), in ms. */
  retryAfterMs?: number;
}

/** A failed API call, one subclass per error class of spec §8. */
export class ApiError extends Error {
  readonly errorClass: HttpErrorClass;
  readonly url: string;
  /** HTTP status, absent when no response arrived. */
  readonly status: number | undefined;
  /** The server's error body when it sent one in the contracts' shape. */
  readonly body: ApiErrorBody | undefined;
  /** The server's `Retry-After`, in ms, when it sent one. */
  readonly retryAfterMs: number | undefined;

  constructor(errorClass: HttpErrorClass, message: string, details: ApiErrorDetails) {
    super(message, { cause: details.cause });
    this.errorClass = errorClass;
    this.url = details.url;
    this.status = details.status;
    this.body = details.body;
    this.retryAfterMs = details.retryAfterMs;
  }
}

export class NetworkError extends ApiError {
  override readonly name = 'NetworkError';
  readonly isTimeout: boolean;
  constructor(message: string, details: ApiErrorDetails & { isTimeout?: boolean }) {
    super('network', message, details);
    this.isTimeout = details.isTimeout ?? false;
  }
}

export class ServerError extends ApiError {
  override readonly name = 'ServerError';
  constructor(message: string, details: ApiErrorDetails) {
    super('server', message, details);
  }
}

export class RetryableError extends ApiError {
  override readonly name = 'RetryableError';
  constructor(message: string, details: ApiErrorDetails) {
    super('retryable', message, details);
  }
}

export class AuthError extends ApiError {
  override readonly name = 'AuthError';
  constructor(message: string, details: ApiErrorDetails) {
    super('auth', message, details);
  }
}

export class FatalError extends ApiError {
  override readonly name = 'FatalError';
  constructor(message: string, details: ApiErrorDetails) {
    super('fatal', message, details);
  }
}

export function createApiError(
  errorClass: HttpErrorClass,
  message: string,
  details: ApiErrorDetails,
): ApiError {
  switch (errorClass) {
    case 'network':
      return new NetworkError(message, details);
    case 'server':
      return new ServerError(message, details);
    case 'retryable':
      return new RetryableError(message, details);
    case 'auth':
      return new AuthError(message, details);
    case 'fatal':
      return new FatalError(message, details);
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
