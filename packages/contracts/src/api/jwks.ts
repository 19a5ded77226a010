import { z } from 'zod';

/** One public key (RFC 7517). Unknown members pass through so verifiers see the whole key. */
export const jsonWebKeySchema = z.looseObject({
  kty: z.enum(['EC', 'RSA', 'OKP']),
  kid: z.string().min(1).max(200),
  use: z.literal('sig').optional(),
  alg: z.string().max(20).optional(),
  crv: z.string().max(20).optional(),
  x: z.string().max(2000).optional(),
  y: z.string().max(2000).optional(),
  n: z.string().max(2000).optional(),
  e: z.string().max(20).optional(),
});
export type JsonWebKeyShape = z.infer<typeof jsonWebKeySchema>;

/** GET /api/.well-known/jwks.json: public keys only, newest first. */
export const jwksResponseSchema = z.object({ keys: z.array(jsonWebKeySchema).min(1).max(10) });
export type JwksResponse = z.infer<typeof jwksResponseSchema>;
