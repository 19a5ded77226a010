import type { z } from 'zod';

/** The start-up error naming every bad environment variable and what is wrong with it. */
export function invalidConfiguration(error: z.ZodError): Error {
  const details = error.issues
    .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    .join('; ');
  return new Error(`Invalid configuration: ${details}`);
}
