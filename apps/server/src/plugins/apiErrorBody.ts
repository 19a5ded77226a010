import type { ApiErrorBody, ApiErrorCode, FieldError } from '@promptplay/contracts';
import type { FastifyReply } from 'fastify';

/** Sends the one API error body (contracts `apiErrorBodySchema`) with its status. */
export function sendApiError(
  reply: FastifyReply,
  statusCode: number,
  code: ApiErrorCode,
  message: string,
  fieldErrors: readonly FieldError[] = [],
): FastifyReply {
  const body: ApiErrorBody = { statusCode, code, message, fieldErrors: [...fieldErrors] };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}
