import type { ApiErrorCode, FieldError } from '@promptplay/contracts';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors/appError.js';
import { reportServerError } from '../modules/errorReporting/serverErrorReporting.js';
import { sendApiError } from './apiErrorBody.js';

const CODE_BY_CLIENT_STATUS: Readonly<Record<number, ApiErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Fastify's own request errors that are about the body as a whole. */
const BODY_ERROR_CODES = new Set([
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_JSON_BODY',
]);

const CONTEXT_FIELD_NAMES: Readonly<Record<string, string>> = {
  querystring: 'query',
  params: 'params',
  body: 'body',
  headers: 'headers',
};

/** `/items/0/name` → `items.0.name`; the whole part (`body`, `query`) when the path is empty. */
function fieldErrorsOf(
  validation: readonly FastifySchemaValidationError[],
  context: string | undefined,
): FieldError[] {
  const whole = CONTEXT_FIELD_NAMES[context ?? ''] ?? 'request';
  return validation.map((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    return { field: path || whole, message: issue.message ?? 'Invalid value' };
  });
}

function isClientStatus(error: FastifyError): boolean {
  return typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route runs (a path that
 * does not decode, a path parameter too long) is a 400 with the one error body, naming `url`.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  void sendApiError(reply, 400, 'BAD_REQUEST', 'Invalid URL', [
    { field: 'url', message: error.message },
  ]);
}

/**
 * One error handler for every route: every failure leaves as the contracts' API error body.
 * Validation → 400 naming each field; body problems → 400/413/415; AppError → its status;
 * anything else → 500 with a generic message (logged and reported with its request id, never a
 * stack trace in the body).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error instanceof AppError) {
      return sendApiError(reply, error.statusCode, error.code, error.message, error.fieldErrors);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = fieldErrorsOf(error.validation, error.validationContext);
      return sendApiError(reply, 400, 'VALIDATION_FAILED', 'Invalid request', fieldErrors);
    }
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return sendApiError(reply, 400, 'BAD_REQUEST', 'Malformed JSON body', [
        { field: 'body', message: 'Body is not valid JSON' },
      ]);
    }
    if (error.name === 'ForbiddenError' && error.code === undefined) {
      // The static files' refusal of a path leaving their folder (`..`): it names nothing.
      return sendApiError(reply, 404, 'NOT_FOUND', 'Route not found');
    }
    if (isClientStatus(error)) {
      const status = error.statusCode ?? 400;
      const code = CODE_BY_CLIENT_STATUS[status] ?? 'BAD_REQUEST';
      const fieldErrors = BODY_ERROR_CODES.has(error.code)
        ? [{ field: 'body', message: error.message }]
        : [];
      return sendApiError(reply, status, code, error.message, fieldErrors);
    }
    request.log.error({ err: error }, 'unhandled error');
    reportServerError(error, request.id);
    return sendApiError(reply, 500, 'INTERNAL', 'Internal server error');
  });
}
