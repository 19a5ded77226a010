import { apiErrorBodySchema, type ApiErrorBody, type ApiErrorCode } from '@promptplay/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Asserts the response is the one API error body with this status and code, naming
 * `field` (when given) among its field errors. Returns the body.
 */
export function expectApiError(
  response: LightMyRequestResponse,
  statusCode: number,
  code: ApiErrorCode,
  field?: string,
): ApiErrorBody {
  expect(response.statusCode, response.body).toBe(statusCode);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = apiErrorBodySchema.parse(response.json());
  expect(body.statusCode).toBe(statusCode);
  expect(body.code).toBe(code);
  expect(body.message.length).toBeGreaterThan(0);
  if (field !== undefined) expect(body.fieldErrors.map((error) => error.field)).toContain(field);
  expect(response.body).not.toMatch(/at .+\.(ts|js):\d+/);
  return body;
}
