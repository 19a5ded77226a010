import type { FieldError } from '@promptplay/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/appError.js';

/**
 * A UTF-16 surrogate without its pair, or NUL: not text Postgres can store (text and jsonb
 * refuse both).
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const NOT_STORABLE = /[\p{Surrogate}\u0000]/u;

export const NOT_TEXT_MESSAGE = 'Contains characters that are not valid text';

/** What JSON and form parsing make: arrays and plain objects (never a Buffer or a stream). */
function isParsedContainer(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Dotted paths (`items.0.name`) of the strings in a parsed body or query that hold a lone
 * surrogate or NUL. Binary bodies (uploads arrive as a Buffer or a stream) are not text: left alone.
 */
export function malformedTextPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return NOT_STORABLE.test(value) ? [path.join('.')] : [];
  if (!isParsedContainer(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(NOT_STORABLE.test(key) ? [[...path, '(key)'].join('.')] : []),
    ...malformedTextPaths(inner, [...path, key]),
  ]);
}

/**
 * Refuses request bodies and query strings that carry lone surrogates (JSON's `"\udc00"`) or NUL:
 * 400 naming each field, before validation, so no route stores text the database cannot.
 */
export function installWellFormedText(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const fieldErrors: FieldError[] = [
      ...malformedTextPaths(request.body).map((field) => field || 'body'),
      ...malformedTextPaths(request.query).map((field) => `query.${field}`),
    ].map((field) => ({ field, message: NOT_TEXT_MESSAGE }));
    done(
      fieldErrors.length > 0
        ? new AppError('BAD_REQUEST', 'Invalid request', fieldErrors)
        : undefined,
    );
  });
}
