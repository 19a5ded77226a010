import { apiErrorBodySchema, CONSTANTS } from '@promptplay/contracts';
import * as Sentry from '@sentry/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../appTypes.js';
import { REQUEST_ID_HEADER } from '../../plugins/apiErrorBody.js';
import { startFakeErrorIngest, type FakeErrorIngest } from '../../testing/fakeErrorIngest.js';
import { describeEachDatabase } from '../../testing/testHarness.js';
import { initServerErrorReporting, REQUEST_ID_TAG } from './serverErrorReporting.js';

let ingest: FakeErrorIngest | undefined;

/** One reporter per process, as at start-up (the SDK sets its integrations up only once). */
async function reportingIngest(): Promise<FakeErrorIngest> {
  if (ingest) return ingest;
  ingest = await startFakeErrorIngest();
  initServerErrorReporting({
    dsn: ingest.dsn,
    environment: 'staging',
    release: CONSTANTS.ERROR_REPORTING_RELEASE,
    sampleRate: 1,
  });
  return ingest;
}

afterAll(async () => {
  await Sentry.close(2_000);
  await ingest?.close();
});

describeEachDatabase('server error reports', (context) => {
  let app: App;
  let failure: string;

  beforeAll(async () => {
    app = await context().buildAnotherApp();
    // Each suite's own message: the SDK drops an event repeating the one before.
    failure = `the ledger is on fire (${context().driver})`;
    app.get('/test/fails', () => {
      throw new Error(failure);
    });
  });

  it('a thrown error answers 500 naming its request, and arrives once tagged with that id', async () => {
    const { events } = await reportingIngest();
    const reported = events.length;
    const response = await app.inject({ url: '/test/fails' });
    expect(response.statusCode).toBe(500);
    const body = apiErrorBodySchema.parse(response.json());
    expect(body.code).toBe('INTERNAL');
    expect(body.message).not.toContain('ledger');
    expect(body.requestId).toBeTruthy();
    expect(response.headers[REQUEST_ID_HEADER]).toBe(body.requestId);

    await Sentry.flush(2_000);
    const arrived = events.slice(reported);
    expect(arrived).toHaveLength(1);
    expect(arrived[0]).toMatchObject({
      message: failure,
      environment: 'staging',
      release: CONSTANTS.ERROR_REPORTING_RELEASE,
      tags: { [REQUEST_ID_TAG]: body.requestId },
    });
  });

  it('client errors (4xx) are not reported and carry no request id in the body', async () => {
    const { events } = await reportingIngest();
    const reported = events.length;
    const response = await app.inject({ url: '/api/game-feeds/latest?pageSize=1000' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).not.toHaveProperty('requestId');
    expect(response.headers[REQUEST_ID_HEADER]).toBeTruthy();
    await Sentry.flush(1_000);
    expect(events).toHaveLength(reported);
  });
});
