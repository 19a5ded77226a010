import { Writable } from 'node:stream';
import { tokenResponseSchema, uploadPresignResponseSchema } from '@promptplay/contracts';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { App } from '../appTypes.js';
import { codeExchangeResponseSchema } from '../contractsPending.js';
import { BrowserSession } from '../testing/browserSession.js';
import { writeDistFixtures } from '../testing/distFixtures.js';
import { signInAtProvider } from '../testing/localSignIn.js';
import { describeEachDatabase, type TestContext } from '../testing/testHarness.js';
import { asTestPlayer, registerGuest } from '../testing/testPlayers.js';
import { redactUrl } from './logRedaction.js';

const OGP_KEYS = { apiKey: 'ogp-api-key-0123456789', secretKey: 'ogp-secret-key-0123456789' };

/** An app logging at debug (one line per request) into `lines`. */
async function appLoggingInto(ctx: TestContext, lines: string[]): Promise<App> {
  return buildApp({
    config: {
      logLevel: 'debug',
      publicUrl: 'http://localhost',
      ...writeDistFixtures(ctx.tempDir),
      ogp: { baseUrl: 'http://127.0.0.1:9', ...OGP_KEYS },
    },
    db: ctx.db,
    storage: ctx.storage,
    catalogueEvents: ctx.catalogueEvents,
    clock: ctx.clock,
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    }),
  });
}

describeEachDatabase('logs without secrets', (context) => {
  it('carries no token, code, cookie, upload signature or OGP key across sign-in, refresh and upload', async () => {
    const lines: string[] = [];
    const app = await appLoggingInto(context(), lines);
    try {
      const secrets: string[] = [OGP_KEYS.apiKey, OGP_KEYS.secretKey];
      const guest = await registerGuest({ ...context(), app });
      secrets.push(guest.accessToken);

      const browser = new BrowserSession(app);
      const code = await signInAtProvider(browser, { email: 'ada@example.test', name: 'Ada' });
      secrets.push(code);
      // The provider's callback carries the code and state in its query, as a browser sends it.
      await app.inject({ url: `/auth/callback/google?code=${code}&state=forged-state` });
      const exchanged = await browser.request('POST', '/auth/token/google/predefined', {
        form: { grant_type: 'authorization_code', code },
        headers: guest.headers,
      });
      const social = codeExchangeResponseSchema.parse(exchanged.json());
      // pp_session names the refresh family: a cookie worth as much as the refresh token.
      secrets.push(
        social.access_token,
        social.refresh_token,
        browser.cookies.get('pp_session') ?? '',
      );

      const refreshed = await app.inject({
        method: 'POST',
        url: '/auth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: social.refresh_token,
        }).toString(),
      });
      const tokens = tokenResponseSchema.parse(refreshed.json());
      secrets.push(tokens.access_token, tokens.refresh_token);

      const player = asTestPlayer(tokens);
      const image = await sharp({
        create: { width: 32, height: 24, channels: 3, background: '#3366cc' },
      })
        .png()
        .toBuffer();
      const presigned = await app.inject({
        method: 'POST',
        url: '/api/upload/presign',
        headers: player.headers,
        payload: {
          fileName: 'hero.png',
          fileSize: image.length,
          contentType: 'image/png',
          uploadType: 'reference_image',
          metadata: {
            userId: player.playerId,
            originalFileName: 'hero.png',
            category: 'reference_image',
            source: 'create_modal',
          },
        },
      });
      const { uploadUrl } = uploadPresignResponseSchema.parse(presigned.json());
      const signature = new URL(uploadUrl, 'http://localhost').searchParams.get('signature');
      secrets.push(signature ?? 'missing signature');
      const put = await app.inject({
        method: 'PUT',
        url: uploadUrl.replace(/^https?:\/\/[^/]+/, ''),
        headers: { 'content-type': 'image/png' },
        payload: image,
      });
      expect(put.statusCode, put.body).toBe(200);

      const log = lines.join('');
      expect(log).toContain('incoming request');
      expect(log).toContain('signature=[redacted]');
      expect(log).toContain('code=[redacted]');
      for (const secret of secrets) {
        expect(secret.length).toBeGreaterThan(8);
        expect(
          log.includes(secret),
          `a secret reached the log: ${secret.slice(0, 12)}… in ${JSON.stringify(log.slice(Math.max(0, log.indexOf(secret) - 100), log.indexOf(secret) + 300))}`,
        ).toBe(false);
      }
    } finally {
      await app.close();
    }
  });
});

it('redacts the values of secret query parameters only', () => {
  expect(redactUrl('/api/upload/blob/u1?expires=99&signature=abc')).toBe(
    '/api/upload/blob/u1?expires=99&signature=[redacted]',
  );
  expect(redactUrl('/auth/callback/google?code=c0de&state=s7&iss=x')).toBe(
    '/auth/callback/google?code=[redacted]&state=[redacted]&iss=x',
  );
  expect(redactUrl('/api/game-feeds/latest')).toBe('/api/game-feeds/latest');
});
