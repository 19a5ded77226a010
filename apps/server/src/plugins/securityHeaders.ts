/**
 * Headers for HTML documents. Scripts only from our origin (no inline scripts); inline
 * styles are allowed because React and Phaser set style attributes. The SPA may frame the
 * runtime (same origin URL, sandboxed into an opaque origin by the iframe attribute).
 */
function appCsp(storage: StorageOrigins): string {
  const withOrigins = (origins: readonly string[]) =>
    origins.length === 0 ? '' : ` ${origins.join(' ')}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${withOrigins(storage.read)}`,
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self'${withOrigins(storage.upload)}`,
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * Origins of an S3-compatible bucket, when uploads go there: the browser PUTs photos to
 * `upload` and shows them from `read`. Empty with local storage (our own origin).
 */
export interface StorageOrigins {
  upload: readonly string[];
  read: readonly string[];
}

export const NO_STORAGE_ORIGINS: StorageOrigins = { upload: [], read: [] };

/** The runtime page: Phaser loads textures through fetch/blob URLs; only our SPA frames it. */
const RUNTIME_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' data: blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');

const COMMON_HTML_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  // HTML is small and changes with every deploy; its assets are hashed and cached for good.
  'cache-control': 'no-cache',
};

/** Headers for the SPA's HTML, letting it reach the upload bucket when there is one. */
export function appHtmlHeaders(storage: StorageOrigins): Readonly<Record<string, string>> {
  return {
    ...COMMON_HTML_HEADERS,
    'content-security-policy': appCsp(storage),
    'x-frame-options': 'SAMEORIGIN',
  };
}

export const RUNTIME_HTML_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON_HTML_HEADERS,
  'content-security-policy': RUNTIME_CSP,
  'x-frame-options': 'SAMEORIGIN',
};
