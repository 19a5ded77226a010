import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createEncodedBody, preferredEncoding } from './encodedBody.js';

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['deflate', null],
    ['*', 'br'],
  ] as const)('%j → %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('createEncodedBody', () => {
  it('gives the same bytes in each encoding, compressing each once', async () => {
    const text = JSON.stringify({ entries: Array.from({ length: 100 }, (_, n) => ({ n })) });
    const body = createEncodedBody(text);
    expect((await body.forAcceptEncoding(undefined)).body.toString('utf8')).toBe(text);
    const gzip = await body.forAcceptEncoding('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(text);
    const br = await body.forAcceptEncoding('br');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(text);
    expect((await body.forAcceptEncoding('br')).body).toBe(br.body);
  });
});
