import { z } from 'zod/mini';

// zod/mini, as every schema the browser's first view parses (README "First view and deep
// pages"); classic schemas compose these with `z.nullable(entityIdSchema)` and the like.

/** Longest URL any payload carries. */
export const MAX_URL_LENGTH = 2000;

/**
 * A same-origin absolute path (`/media/...`, not `//host`) or an http(s) URL. Uploads and
 * reference images may live on our own server (http in development) or on object storage.
 */
export const httpUrlOrPathSchema = z
  .string()
  .check(
    z.maxLength(MAX_URL_LENGTH),
    z.regex(/^(\/(?!\/)\S*|https?:\/\/\S+)$/, 'Expected an absolute path or http(s) URL'),
  );

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/;

/** Player and record ids are opaque strings chosen by the server. */
export const entityIdSchema = z.string().check(
  z.minLength(1),
  z.maxLength(100),
  // A NUL cannot be stored in a text column: refused here, not by the database as a 500.
  z.refine((id) => !CONTROL_CHARACTER.test(id), 'Must not contain control characters'),
);

/** Timestamps travel as ISO 8601 strings (`Date#toISOString`). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
