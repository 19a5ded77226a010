import { tokenResponseSchema } from '@promptplay/contracts';
import { z } from 'zod';

/**
 * Shapes the web app needs that @promptplay/contracts does not export yet. Move each to
 * contracts (and import it from there) once it lands.
 */

/**
 * Answer of POST /auth/token/google/predefined: the token response plus the same-origin
 * path the sign-in started from (the returnUrl given to /auth/login/google/predefined).
 */
export const codeExchangeResponseSchema = tokenResponseSchema.extend({
  return_url: z.string().max(2000).nullish(),
});
export type CodeExchangeResponse = z.infer<typeof codeExchangeResponseSchema>;
