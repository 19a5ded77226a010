import { adConfigSchema } from '@promptplay/contracts';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/testHarness.js';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const AD_SCRIPT_URL = 'https://ads.example.net/tag.js';

describeEachDatabase('ad config', (context) => {
  it('answers the house ad by default, and the SPA policy admits no ad origin', async () => {
    const { app } = context();
    const response = await app.inject({ url: '/api/ad-config' });
    expect(response.statusCode).toBe(200);
    expect(adConfigSchema.parse(response.json())).toEqual({ enabled: true, scriptUrl: null });
    const page = await app.inject({ url: '/', headers: HTML });
    expect(String(page.headers['content-security-policy'])).not.toContain('ads.example.net');
  });

  it("serves AD_SCRIPT_URL and admits its origin in the SPA's policy", async () => {
    const app = await context().buildAnotherApp({
      adPopup: { enabled: true, scriptUrl: AD_SCRIPT_URL },
    });
    const response = await app.inject({ url: '/api/ad-config' });
    expect(response.json()).toEqual({ enabled: true, scriptUrl: AD_SCRIPT_URL });
    const page = await app.inject({ url: '/', headers: HTML });
    expect(String(page.headers['content-security-policy'])).toContain(
      "script-src 'self' https://ads.example.net;",
    );
  });

  it('with ads off, hides the script and admits nothing', async () => {
    const app = await context().buildAnotherApp({
      adPopup: { enabled: false, scriptUrl: AD_SCRIPT_URL },
    });
    expect((await app.inject({ url: '/api/ad-config' })).json()).toEqual({
      enabled: false,
      scriptUrl: null,
    });
    const page = await app.inject({ url: '/', headers: HTML });
    expect(String(page.headers['content-security-policy'])).not.toContain('ads.example.net');
  });
});
