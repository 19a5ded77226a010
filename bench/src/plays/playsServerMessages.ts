import { z } from 'zod';

/** Parent → child: move the server's clock forward. */
export const parentMessageSchema = z.object({ advanceMs: z.number().int().min(0) });
export type ParentMessage = z.infer<typeof parentMessageSchema>;

/** Child → parent: listening at `origin`, or the clock now reads `nowMs`. */
export const childMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('listening'), origin: z.url() }),
  z.object({ kind: z.literal('advanced'), nowMs: z.number().int() }),
]);
export type ChildMessage = z.infer<typeof childMessageSchema>;
