import { tokenResponseSchema } from '@promptplay/contracts';
import { z } from 'zod/mini';

/**
 * Shapes the web app needs that @promptplay/contracts does not export yet. Move each to
 * contracts (and import it from there) once it lands.
 */

/**
 * Answer of POST /auth/token/google/predefined: the token response plus the same-origin
 * path the sign-in started from (the returnUrl given to /auth/login/google/predefined).
 */
export const codeExchangeResponseSchema = z.extend(tokenResponseSchema, {
  return_url: z.nullish(z.string().check(z.maxLength(2000))),
});
export type CodeExchangeResponse = z.infer<typeof codeExchangeResponseSchema>;
