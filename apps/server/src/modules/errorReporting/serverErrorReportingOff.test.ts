import * as Sentry from '@sentry/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { startFakeErrorIngest, type FakeErrorIngest } from '../../testing/fakeErrorIngest.js';
import { describeEachDatabase } from '../../testing/testHarness.js';
import { initServerErrorReporting } from './serverErrorReporting.js';

describeEachDatabase('server error reports without SENTRY_DSN', (context) => {
  let ingest: FakeErrorIngest;
  beforeAll(async () => {
    ingest = await startFakeErrorIngest();
  });
  afterAll(() => ingest.close());

  it('sends nothing: a server error still answers 500 with its request id', async () => {
    const config = loadConfig({});
    expect(config.errorReporting).toBeNull();
    initServerErrorReporting(config.errorReporting);
    const app = await context().buildAnotherApp();
    app.get('/test/fails', () => {
      throw new Error('nobody hears this');
    });
    const response = await app.inject({ url: '/test/fails' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toHaveProperty('requestId');
    await Sentry.flush(1_000);
    expect(Sentry.isInitialized()).toBe(false);
    expect(ingest.events).toEqual([]);
  });
});
