import { entityIdSchema, httpUrlOrPathSchema, tokenResponseSchema } from '@promptplay/contracts';
import { z } from 'zod';

/**
 * Shapes the server needs that @promptplay/contracts does not export yet (the web app has
 * the same in its own contractsPending.ts). Move to contracts once it lands.
 */

/** Answer of POST /auth/token/google/predefined: tokens plus the same-origin path to go back to. */
// tokenResponseSchema is zod/mini (the web app's first view parses it): extended by its shape.
export const codeExchangeResponseSchema = z.object({
  ...tokenResponseSchema.shape,
  return_url: z.string().max(2000).nullish(),
});
export type CodeExchangeResponse = z.infer<typeof codeExchangeResponseSchema>;

/**
 * Answer of `PUT /api/upload/blob/:uploadId` (local storage; the web client only needs the
 * 200): the checked, stored image and where to read it.
 */
export const uploadReceiptSchema = z.object({
  uploadId: entityIdSchema,
  status: z.literal('completed'),
  key: z.string().min(1).max(500),
  fileUrl: httpUrlOrPathSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type UploadReceipt = z.infer<typeof uploadReceiptSchema>;
