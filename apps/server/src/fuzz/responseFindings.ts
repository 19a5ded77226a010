import { apiErrorBodySchema } from '@promptplay/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { Operation } from './operations.js';

/** A fuzz-finding threshold: no single response may take longer (a generous bound). */
export const SLOW_RESPONSE_MS = 1_000;

/** Stack frames, source or install paths: internals a body must never show. */
const INTERNALS = [/at .+\.(ts|js|mjs):\d+/, /node_modules/, /\/work\//, /\/src\/[\w/]+\.(ts|js)/];

/**
 * What is wrong with one response, or null when nothing: a 5xx; a 4xx whose body is not the
 * one error body (or disagrees with the status); internals in a body; a status the
 * document does not declare (when `checkDeclared`); a response slower than SLOW_RESPONSE_MS.
 */
export function findingOf(
  operation: Operation,
  response: LightMyRequestResponse,
  elapsedMs: number,
  checkDeclared: boolean,
): string | null {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}: ${response.body.slice(0, 300)}`;
  if (status >= 400 && !operation.nonJsonStatuses.has(status)) {
    let json: unknown;
    try {
      json = response.json();
    } catch {
      return `answered ${status} without a JSON error body`;
    }
    const body = apiErrorBodySchema.safeParse(json);
    if (!body.success)
      return `answered ${status} with another body: ${response.body.slice(0, 300)}`;
    if (body.data.statusCode !== status)
      return `body says ${body.data.statusCode}, status ${status}`;
  }
  const isText = /json|text|html/.test(String(response.headers['content-type'] ?? ''));
  if (isText && INTERNALS.some((pattern) => pattern.test(response.body))) {
    return `internals in the body: ${response.body.slice(0, 300)}`;
  }
  if (checkDeclared && !operation.statuses.has(status)) {
    return `answered ${status}, which the document does not declare (${[...operation.statuses].join(', ')})`;
  }
  if (elapsedMs > SLOW_RESPONSE_MS) return `took ${Math.round(elapsedMs)} ms`;
  return null;
}
