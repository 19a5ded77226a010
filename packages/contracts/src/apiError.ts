import { z } from 'zod/mini';

/**
 * The one error body every API route answers with (4xx and 5xx).
 * `fieldErrors` names each offending field (dotted path for nested ones) with a message.
 * zod/mini: the browser's api client parses every error answer (README "First view").
 *
 * @example
 * { "statusCode": 400, "code": "VALIDATION_FAILED", "message": "Invalid request",
 *   "fieldErrors": [{ "field": "pageSize", "message": "Too big: expected number to be <=50" }] }
 */
export const API_ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'DAILY_PROMPTS_EXHAUSTED',
  'NOT_CONFIGURED',
  'UPSTREAM_FAILED',
  'INTERNAL',
] as const;
export const apiErrorCodeSchema = z.enum(API_ERROR_CODES);
export type ApiErrorCode = z.infer<typeof apiErrorCodeSchema>;

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const apiErrorBodySchema = z.object({
  statusCode: z.int(),
  code: apiErrorCodeSchema,
  message: z.string(),
  fieldErrors: z.array(fieldErrorSchema),
  /** Server errors (5xx) only: the request's id, also in the `x-request-id` header. */
  requestId: z.optional(z.string()),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
