import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a request's timestamp may be from the receiver's clock (the API allows 5 minutes). */
export const OGP_TIMESTAMP_TOLERANCE_MS = 5 * 60 * 1000;

/**
 * The signature of one OGP (Play.fun) API request, as that API documents it: hex HMAC-SHA256
 * with the secret key over `method + "\n" + path + "\n" + timestamp`, method and path lower-cased,
 * path as the server sees it (no origin), timestamp in Unix milliseconds.
 */
export function signOgpRequest(
  secretKey: string,
  method: string,
  path: string,
  timestampMs: number,
): string {
  return createHmac('sha256', secretKey)
    .update(`${method.toLowerCase()}\n${path.toLowerCase()}\n${timestampMs}`)
    .digest('hex');
}

/** Headers of a signed request: `Authorization: HMAC-SHA256 apiKey=…, signature=…, timestamp=…`. */
export function ogpAuthHeaders(
  apiKey: string,
  secretKey: string,
  method: string,
  path: string,
  timestampMs: number,
): Record<string, string> {
  const signature = signOgpRequest(secretKey, method, path, timestampMs);
  return {
    authorization: `HMAC-SHA256 apiKey=${apiKey}, signature=${signature}, timestamp=${timestampMs}`,
    'x-auth-provider': 'hmac',
  };
}

export interface OgpAuthorization {
  apiKey: string;
  signature: string;
  timestampMs: number;
}

/** Reads an `Authorization: HMAC-SHA256 …` header; null when it is not one. */
export function parseOgpAuthorization(header: string | undefined): OgpAuthorization | null {
  const match = /^HMAC-SHA256 (.+)$/.exec(header ?? '');
  if (!match?.[1]) return null;
  const fields = new Map<string, string>();
  for (const part of match[1].split(',')) {
    const [name, value] = part.trim().split('=');
    if (name && value) fields.set(name, value);
  }
  const apiKey = fields.get('apiKey');
  const signature = fields.get('signature');
  const timestampMs = Number(fields.get('timestamp'));
  if (!apiKey || !signature || !Number.isSafeInteger(timestampMs)) return null;
  return { apiKey, signature, timestampMs };
}

/**
 * Checks a received request the way the OGP API does: known key, fresh timestamp and the
 * signature of this method and path (constant-time comparison).
 */
export function verifyOgpRequest(
  credentials: { apiKey: string; secretKey: string },
  request: { method: string; path: string; authorization: string | undefined; provider: unknown },
  nowMs: number,
): boolean {
  const auth = parseOgpAuthorization(request.authorization);
  if (!auth || request.provider !== 'hmac' || auth.apiKey !== credentials.apiKey) return false;
  if (Math.abs(nowMs - auth.timestampMs) > OGP_TIMESTAMP_TOLERANCE_MS) return false;
  const expected = Buffer.from(
    signOgpRequest(credentials.secretKey, request.method, request.path, auth.timestampMs),
  );
  const given = Buffer.from(auth.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
