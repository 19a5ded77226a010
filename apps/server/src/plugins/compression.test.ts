import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { feedPageSchema } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { fakeStarterCatalogue } from '../testing/fakeGameBuilder.js';
import { WEB_BIG_SCRIPT, WEB_BIG_SCRIPT_PATH } from '../testing/distFixtures.js';
import { describeEachDatabase } from '../testing/testHarness.js';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.js';

const BR = { 'accept-encoding': 'br, gzip' };
const GZIP_ONLY = { 'accept-encoding': 'gzip' };

describeEachDatabase(
  'compression',
  (context) => {
    describe('build files (precompressed at build time)', () => {
      it('sends the Brotli copy to a browser that accepts it, with Vary and the long cache', async () => {
        const response = await context().app.inject({ url: WEB_BIG_SCRIPT_PATH, headers: BR });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe('br');
        expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
        expect(response.headers['cache-control']).toContain('immutable');
        expect(brotliDecompressSync(response.rawPayload).toString()).toBe(WEB_BIG_SCRIPT);
      });

      it('sends the gzip copy to a client that asks only for gzip', async () => {
        const response = await context().app.inject({
          url: WEB_BIG_SCRIPT_PATH,
          headers: GZIP_ONLY,
        });
        expect(response.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(response.rawPayload).toString()).toBe(WEB_BIG_SCRIPT);
      });

      it('sends the plain file to a client that accepts no encoding', async () => {
        const response = await context().app.inject({
          url: WEB_BIG_SCRIPT_PATH,
          headers: { 'accept-encoding': 'identity' },
        });
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.body).toBe(WEB_BIG_SCRIPT);
      });
    });

    it.each(['/', '/leaderboard', '/runtime/index.html'])(
      'keeps the security headers on the compressed copy of %s',
      async (url) => {
        const response = await context().app.inject({
          url,
          headers: { ...BR, accept: 'text/html' },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe('br');
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
        expect(response.headers['cache-control']).toBe('no-cache');
      },
    );

    describe('API JSON', () => {
      it('compresses a feed page with Brotli, which decodes to the same page', async () => {
        const url = '/api/game-feeds/latest?pageNumber=1&pageSize=10';
        const plain = await context().app.inject({ url });
        expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

        const response = await context().app.inject({ url, headers: BR });
        expect(response.headers['content-encoding']).toBe('br');
        expect(response.rawPayload.length).toBeLessThan(plain.body.length / 2);
        const page = feedPageSchema.parse(
          JSON.parse(brotliDecompressSync(response.rawPayload).toString()),
        );
        expect(page).toEqual(feedPageSchema.parse(plain.json()));
      });

      it('leaves small answers as they are', async () => {
        const response = await context().app.inject({ url: '/api/player-event', headers: BR });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBeUndefined();
      });
    });
  },
  { catalogue: fakeStarterCatalogue(12) },
);
