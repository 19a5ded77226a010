/**
 * A points reporter in a process of its own, for the crash test (reporterCrash.test.ts):
 * reports every queued round of DATABASE_URL to OGP_BASE_URL with the given credentials and
 * a short claim lease (REPORTER_LEASE_MS), then exits. The test kills it with SIGKILL midway.
 */
import { systemClock } from '../../../clock.js';
import { createDatabase } from '../../../db/createDatabase.js';
import { createHttpOgpClient } from '../ogpClient.js';
import { createOgpPointsReporter } from '../pointsReporter.js';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const connection = await createDatabase({ databaseUrl: env('DATABASE_URL'), dataDir: '.' });
const reporter = createOgpPointsReporter({
  db: connection.db,
  client: createHttpOgpClient(
    { baseUrl: env('OGP_BASE_URL'), apiKey: env('OGP_API_KEY'), secretKey: env('OGP_SECRET_KEY') },
    systemClock,
  ),
  clock: systemClock,
  log: { warn: () => undefined, info: () => undefined },
  leaseMs: Number(env('REPORTER_LEASE_MS')),
});
process.stdout.write('reporting\n');
await reporter.flush();
await connection.close();
