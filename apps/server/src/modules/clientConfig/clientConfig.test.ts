import { clientConfigSchema, CONSTANTS } from '@promptplay/contracts';
import { expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { describeEachDatabase } from '../../testing/testHarness.js';

describeEachDatabase('client config', (context) => {
  it('reports nothing and loads no tag manager by default', async () => {
    const response = await context().app.inject({ url: '/api/client-config' });
    expect(response.statusCode).toBe(200);
    expect(clientConfigSchema.parse(response.json())).toEqual({
      tagManagerId: null,
      errorReporting: null,
    });
  });

  it("answers GTM_ID and SENTRY_DSN with the spec's release and sample rate", async () => {
    const { tagManagerId, errorReporting } = loadConfig({
      GTM_ID: 'GTM-AB12CD3',
      SENTRY_DSN: 'https://public@errors.example.com/7',
    });
    const app = await context().buildAnotherApp({ tagManagerId, errorReporting });
    expect((await app.inject({ url: '/api/client-config' })).json()).toEqual({
      tagManagerId: 'GTM-AB12CD3',
      errorReporting: {
        dsn: 'https://public@errors.example.com/7',
        environment: 'production',
        release: 'v1.66.0',
        sampleRate: CONSTANTS.ERROR_REPORTING_SAMPLE_RATE,
      },
    });
  });

  it('refuses a malformed GTM_ID at start-up, naming it', () => {
    expect(() => loadConfig({ GTM_ID: '<script>' })).toThrow(/GTM_ID/);
  });
});
