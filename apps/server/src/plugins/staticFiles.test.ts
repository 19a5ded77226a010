import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectApiError } from '../testing/apiAssertions.js';
import { RUNTIME_INDEX_HTML, WEB_INDEX_HTML } from '../testing/distFixtures.js';
import { describeEachDatabase } from '../testing/testHarness.js';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describeEachDatabase('static files and unknown routes', (context) => {
  describe('SPA', () => {
    it('serves index.html at / with security headers and no cache', async () => {
      const response = await context().app.inject({ url: '/', headers: HTML });
      expect(response.statusCode).toBe(200);
      // The build's page, with the home page's link preview tags (modules/sharePreview).
      expect(response.body).toContain('<script type="module" src="/assets/app-abc123.js">');
      expect(response.body).toContain('<meta property="og:site_name" content="Promptplay" />');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it('lets the SPA upload to and show photos from the S3 bucket, when one is configured', async () => {
      const ctx = context();
      const cspOf = async (app: typeof ctx.app) =>
        String((await app.inject({ url: '/', headers: HTML })).headers['content-security-policy']);
      const directive = (csp: string, name: string) =>
        csp.split('; ').find((part) => part.startsWith(`${name} `));

      const local = await cspOf(ctx.app);
      expect(directive(local, 'connect-src')).toBe("connect-src 'self'");
      const withBucket = await cspOf(
        await ctx.buildAnotherApp({
          uploads: {
            signingSecret: undefined,
            s3: {
              endpoint: 'https://s3.eu-central-1.amazonaws.com',
              bucket: 'promptplay',
              accessKeyId: 'key',
              secretAccessKey: 'secret',
              region: 'eu-central-1',
              publicUrl: 'https://cdn.example.com/photos',
            },
          },
        }),
      );
      expect(directive(withBucket, 'connect-src')).toBe(
        "connect-src 'self' https://s3.eu-central-1.amazonaws.com",
      );
      expect(directive(withBucket, 'img-src')).toBe(
        "img-src 'self' data: blob: https://cdn.example.com",
      );
    });

    it('admits the tag manager only when GTM_ID is set', async () => {
      const ctx = context();
      const cspOf = async (app: typeof ctx.app) =>
        String((await app.inject({ url: '/', headers: HTML })).headers['content-security-policy']);
      expect(await cspOf(ctx.app)).not.toContain('googletagmanager.com');
      const withTags = await cspOf(await ctx.buildAnotherApp({ tagManagerId: 'GTM-AB12CD' }));
      expect(withTags).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com(;|$)/);
      expect(withTags).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
      expect(withTags).not.toMatch(/script-src[^;]*unsafe-inline/);
    });

    it.each([
      '/profile',
      '/leaderboard',
      '/auth/callback?code=abc',
      '/auth/error',
      '/no/such/page',
    ])('answers index.html for the page navigation %s', async (url) => {
      const response = await context().app.inject({ url, headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(WEB_INDEX_HTML);
      expect(response.headers['content-security-policy']).toBeDefined();
    });

    it('serves hashed assets with a long cache', async () => {
      const response = await context().app.inject({ url: '/assets/app-abc123.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toContain('immutable');
    });
  });

  describe('runtime', () => {
    it('serves the runtime page open to the sandboxed iframe', async () => {
      for (const url of ['/runtime/index.html', '/runtime/']) {
        const response = await context().app.inject({ url, headers: HTML });
        expect(response.statusCode, url).toBe(200);
        expect(response.body).toBe(RUNTIME_INDEX_HTML);
        expect(response.headers['access-control-allow-origin']).toBe('*');
        expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
      }
      const script = await context().app.inject({ url: '/runtime/assets/index-def456.js' });
      expect(script.headers['access-control-allow-origin']).toBe('*');
      expect(script.headers['cache-control']).toContain('immutable');
    });

    it('names the serving origin beside self in every fetch directive, for WebKit', async () => {
      // In a sandboxed iframe the runtime's origin is opaque; WebKit resolves 'self' against
      // it and would refuse the runtime's own script, world and media.
      const response = await context().app.inject({
        url: '/runtime/index.html',
        headers: { ...HTML, host: 'games.example.org:8443' },
      });
      const csp = String(response.headers['content-security-policy']);
      for (const directive of [
        'default-src',
        'script-src',
        'style-src',
        'img-src',
        'media-src',
        'font-src',
        'connect-src',
        'worker-src',
        'frame-ancestors',
      ]) {
        expect(csp, directive).toContain(`${directive} 'self' http://games.example.org:8443`);
      }
      expect(csp).not.toContain('unsafe-eval');
    });

    it('lets the runtime load pictures the page handed over, from blob: URLs it makes', async () => {
      // The host fetches a game's pictures before the tap and transfers them into the frame,
      // whose Phaser loader reads them through blob: URLs (XHR, then an image).
      const response = await context().app.inject({ url: '/runtime/index.html', headers: HTML });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toMatch(/img-src [^;]*blob:/);
      expect(csp).toMatch(/connect-src [^;]*blob:/);
    });

    it('never copies a forged Host header into the runtime policy', async () => {
      const response = await context().app.inject({
        url: '/runtime/index.html',
        headers: { ...HTML, host: 'evil.example; script-src *' },
      });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('evil');
    });

    it('uses PUBLIC_URL as the runtime origin when configured', async () => {
      const app = await context().buildAnotherApp({
        publicUrl: 'https://promptplay.example',
        publicUrlConfigured: true,
      });
      const response = await app.inject({
        url: '/runtime/',
        headers: { ...HTML, host: 'internal:8080' },
      });
      expect(String(response.headers['content-security-policy'])).toContain(
        "script-src 'self' https://promptplay.example;",
      );
    });

    it('answers 404 JSON, not the SPA, for a missing runtime file', async () => {
      const response = await context().app.inject({ url: '/runtime/missing.js', headers: HTML });
      expectApiError(response, 404, 'NOT_FOUND');
    });
  });

  describe('unknown API routes', () => {
    it.each([
      ['GET', '/api/nope'],
      ['GET', '/api/game-feeds/latest/extra'],
      ['POST', '/api/nope'],
      ['DELETE', '/api/game-feeds/latest'],
      ['GET', '/auth/nope'],
      ['POST', '/auth/nope'],
      ['GET', '/worlds/abc'],
    ])('%s %s answers the 404 error body', async (method, url) => {
      const response = await context().app.inject({ method: method as 'GET', url });
      expectApiError(response, 404, 'NOT_FOUND');
    });

    it('answers JSON for /api even when the client accepts HTML', async () => {
      const response = await context().app.inject({ url: '/api/nope', headers: HTML });
      expectApiError(response, 404, 'NOT_FOUND');
    });
  });

  describe('missing builds', () => {
    it('says to run npm run build when a dist folder is missing', async () => {
      const ctx = context();
      const app = await ctx.buildAnotherApp({
        webDistDir: join(ctx.tempDir, 'no-web'),
        runtimeDistDir: join(ctx.tempDir, 'no-runtime'),
      });
      for (const url of ['/', '/profile', '/runtime/index.html']) {
        const response = await app.inject({ url, headers: HTML });
        expect(response.statusCode, url).toBe(503);
        expect(response.body).toContain('npm run build');
      }
      expectApiError(await app.inject({ url: '/api/nope', headers: HTML }), 404, 'NOT_FOUND');
      expect((await app.inject({ url: '/api/game-feeds/latest' })).statusCode).toBe(200);
    });
  });
});
