import type { ApiErrorCode, FieldError } from '@promptplay/contracts';

/** HTTP status each domain error code answers with. */
export const STATUS_BY_CODE: Readonly<Record<ApiErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  DAILY_PROMPTS_EXHAUSTED: 429,
  NOT_CONFIGURED: 503,
  UPSTREAM_FAILED: 502,
  INTERNAL: 500,
};

/**
 * A failure the caller should hear about: the error handler turns it into the API error body
 * with the status of its code. Throw it from services; never put internals in `message`.
 *
 * @example throw new AppError('NOT_FOUND', MESSAGES.gameNotFound);
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly fieldErrors: readonly FieldError[] = [],
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = STATUS_BY_CODE[code];
  }
}
