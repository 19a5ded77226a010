import { tokenResponseSchema } from '@promptplay/contracts';
import { z } from 'zod';

/**
 * Shapes the server needs that @promptplay/contracts does not export yet (the web app has
 * the same in its own contractsPending.ts). Move to contracts once it lands.
 */

/** Answer of POST /auth/token/google/predefined: tokens plus the same-origin path to go back to. */
export const codeExchangeResponseSchema = tokenResponseSchema.extend({
  return_url: z.string().max(2000).nullish(),
});
export type CodeExchangeResponse = z.infer<typeof codeExchangeResponseSchema>;
