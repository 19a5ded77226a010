import type { ApiErrorBody, ApiErrorCode, FieldError } from '@promptplay/contracts';
import type { FastifyReply } from 'fastify';

/** The header naming the request on every error response (server logs and reports carry it). */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Sends the one API error body (contracts `apiErrorBodySchema`) with its status. A server error
 * (5xx) also names its request in the body, so a player's report can be matched to the logs.
 */
export function sendApiError(
  reply: FastifyReply,
  statusCode: number,
  code: ApiErrorCode,
  message: string,
  fieldErrors: readonly FieldError[] = [],
): FastifyReply {
  const body: ApiErrorBody = {
    statusCode,
    code,
    message,
    fieldErrors: [...fieldErrors],
    ...(statusCode >= 500 ? { requestId: reply.request.id } : {}),
  };
  return reply
    .code(statusCode)
    .header(REQUEST_ID_HEADER, reply.request.id)
    .type('application/json; charset=utf-8')
    .send(body);
}
