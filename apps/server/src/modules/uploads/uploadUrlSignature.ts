import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Hex HMAC-SHA256 over `<uploadId>.<expires>` (Unix seconds): what makes a local upload URL
 * work for one upload until one moment.
 *
 * @example signUploadUrl(secret, 'f3c1…', 1748772960) // '9a0c…' (64 hex characters)
 */
export function signUploadUrl(secret: string, uploadId: string, expires: number): string {
  return createHmac('sha256', secret).update(`${uploadId}.${expires}`).digest('hex');
}

/** True when `signature` is the one for this upload and expiry (compared in constant time). */
export function isValidUploadSignature(
  secret: string,
  uploadId: string,
  expires: number,
  signature: string,
): boolean {
  const expected = Buffer.from(signUploadUrl(secret, uploadId, expires), 'hex');
  const given = Buffer.from(signature, 'hex');
  // Buffer.from(hex) stops at the first bad pair, so a wrong length also catches non-hex.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
