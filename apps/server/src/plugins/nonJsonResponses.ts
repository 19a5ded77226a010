import { z } from 'zod';

/**
 * The schema of a body a handler sends already serialized (a string, bytes or a stream):
 * Fastify sends those as they are, so the schema documents the body in the OpenAPI document
 * and lets the handler send its bytes (it is typed `unknown`).
 */
export function documentsOnly(schema: z.core.$ZodType): z.core.$ZodType<unknown> {
  return schema;
}

/** Responses of routes that answer something other than JSON, for the OpenAPI document. */
export const htmlPageResponse = documentsOnly(z.string().describe('An HTML page'));
export const redirectResponse = documentsOnly(z.string().describe('A redirect: see Location'));
export const fileResponse = documentsOnly(z.string().describe('The file, in its own content type'));
