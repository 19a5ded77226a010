import { z } from 'zod';

const testEnvSchema = z.object({
  TEST_DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  CI: z.string().optional(),
});

/** Test-only settings: where the Postgres suites run, and whether they are required (CI). */
export const testEnv = (() => {
  const env = testEnvSchema.parse(process.env);
  return { postgresUrl: env.TEST_DATABASE_URL, isCi: env.CI === 'true' };
})();
