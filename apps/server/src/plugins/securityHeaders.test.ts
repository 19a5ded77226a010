import { describe, expect, it } from 'vitest';
import { adScriptOriginOf, appHtmlHeaders, NO_STORAGE_ORIGINS } from './securityHeaders.js';

const directive = (headers: Readonly<Record<string, string>>, name: string) =>
  headers['content-security-policy']?.split('; ').find((part) => part.startsWith(`${name} `));

describe('the SPA content security policy and AD_SCRIPT_URL', () => {
  it('admits no third-party origin without an ad script', () => {
    const headers = appHtmlHeaders(NO_STORAGE_ORIGINS);
    expect(directive(headers, 'script-src')).toBe("script-src 'self'");
    expect(directive(headers, 'frame-src')).toBe("frame-src 'self'");
    expect(directive(headers, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(headers, 'connect-src')).toBe("connect-src 'self'");
  });

  it("admits the ad script's origin (and only its origin) when one is configured", () => {
    const headers = appHtmlHeaders(
      NO_STORAGE_ORIGINS,
      'https://ads.example.net:8443/tag/v2.js?x=1',
    );
    expect(directive(headers, 'script-src')).toBe("script-src 'self' https://ads.example.net:8443");
    expect(directive(headers, 'frame-src')).toBe("frame-src 'self' https://ads.example.net:8443");
    expect(directive(headers, 'img-src')).toBe(
      "img-src 'self' data: blob: https://ads.example.net:8443",
    );
    expect(headers['content-security-policy']).not.toContain('/tag/v2.js');
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('keeps the upload bucket beside the ad origin', () => {
    const headers = appHtmlHeaders(
      { upload: ['https://s3.example.com'], read: ['https://cdn.example.com'] },
      'https://ads.example.net/tag.js',
    );
    expect(directive(headers, 'connect-src')).toBe(
      "connect-src 'self' https://s3.example.com https://ads.example.net",
    );
    expect(directive(headers, 'img-src')).toBe(
      "img-src 'self' data: blob: https://cdn.example.com https://ads.example.net",
    );
  });

  it('reads the origin of a script URL', () => {
    expect(adScriptOriginOf('https://ads.example.net/a/b.js')).toBe('https://ads.example.net');
    expect(adScriptOriginOf(null)).toBeNull();
    expect(adScriptOriginOf(undefined)).toBeNull();
  });
});

describe('the SPA content security policy and SENTRY_DSN', () => {
  it("lets the SPA post error reports to the DSN's origin only when one is set", () => {
    const withDsn = appHtmlHeaders(
      NO_STORAGE_ORIGINS,
      null,
      null,
      'https://key@o123.ingest.sentry.io/4567',
    );
    expect(directive(withDsn, 'connect-src')).toBe(
      "connect-src 'self' https://o123.ingest.sentry.io",
    );
    expect(withDsn['content-security-policy']).not.toContain('key@');
    expect(directive(appHtmlHeaders(NO_STORAGE_ORIGINS), 'connect-src')).toBe("connect-src 'self'");
  });
});
