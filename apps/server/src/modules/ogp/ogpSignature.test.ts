import { describe, expect, it } from 'vitest';
import {
  OGP_TIMESTAMP_TOLERANCE_MS,
  ogpAuthHeaders,
  parseOgpAuthorization,
  signOgpRequest,
  verifyOgpRequest,
} from './ogpSignature.js';

const credentials = { apiKey: 'key-1', secretKey: 'secret' };
const NOW = 1_700_000_000_000;

function signed(method: string, path: string, timestampMs = NOW) {
  const headers = ogpAuthHeaders(
    credentials.apiKey,
    credentials.secretKey,
    method,
    path,
    timestampMs,
  );
  return {
    method,
    path,
    authorization: headers.authorization,
    provider: headers['x-auth-provider'],
  };
}

describe('OGP request signature (HMAC-SHA256 over method, path and timestamp)', () => {
  it('matches an independently computed HMAC (openssl) over the lower-cased method and path', () => {
    // printf 'post\n/play/dev/batch-save-points\n1700000000000' | openssl dgst -sha256 -hmac secret
    expect(signOgpRequest('secret', 'POST', '/Play/Dev/Batch-Save-Points', NOW)).toBe(
      '04cca26746905727e6ed48f98f79850e83f9aa86d7fec040a9c0599a38ccd6bd',
    );
  });

  it('sends the documented Authorization header and provider', () => {
    const headers = ogpAuthHeaders('key-1', 'secret', 'POST', '/games', NOW);
    expect(headers['x-auth-provider']).toBe('hmac');
    expect(parseOgpAuthorization(headers.authorization)).toEqual({
      apiKey: 'key-1',
      signature: signOgpRequest('secret', 'post', '/games', NOW),
      timestampMs: NOW,
    });
  });

  it('accepts a fresh, correctly signed request and refuses every tampered one', () => {
    expect(verifyOgpRequest(credentials, signed('POST', '/games'), NOW)).toBe(true);
    const good = signed('POST', '/games');
    expect(verifyOgpRequest(credentials, { ...good, path: '/games/me' }, NOW)).toBe(false);
    expect(verifyOgpRequest(credentials, { ...good, method: 'GET' }, NOW)).toBe(false);
    expect(verifyOgpRequest(credentials, { ...good, provider: undefined }, NOW)).toBe(false);
    expect(verifyOgpRequest({ ...credentials, apiKey: 'other' }, good, NOW)).toBe(false);
    expect(verifyOgpRequest({ ...credentials, secretKey: 'other' }, good, NOW)).toBe(false);
    expect(verifyOgpRequest(credentials, { ...good, authorization: 'Bearer x' }, NOW)).toBe(false);
  });

  it('refuses a timestamp more than five minutes away', () => {
    const stale = signed('POST', '/games', NOW - OGP_TIMESTAMP_TOLERANCE_MS - 1);
    expect(verifyOgpRequest(credentials, stale, NOW)).toBe(false);
    const edge = signed('POST', '/games', NOW - OGP_TIMESTAMP_TOLERANCE_MS);
    expect(verifyOgpRequest(credentials, edge, NOW)).toBe(true);
  });
});
