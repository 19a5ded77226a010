import { z } from 'zod';

/** Longest URL any payload carries. */
export const MAX_URL_LENGTH = 2000;

/**
 * A same-origin absolute path (`/media/...`, not `//host`) or an http(s) URL. Uploads and
 * reference images may live on our own server (http in development) or on object storage.
 */
export const httpUrlOrPathSchema = z
  .string()
  .max(MAX_URL_LENGTH)
  .regex(/^(\/(?!\/)\S*|https?:\/\/\S+)$/, 'Expected an absolute path or http(s) URL');

/** Player and record ids are opaque strings chosen by the server. */
export const entityIdSchema = z.string().min(1).max(100);

/** Timestamps travel as ISO 8601 strings (`Date#toISOString`). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
