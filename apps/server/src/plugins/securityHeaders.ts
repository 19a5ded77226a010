/**
 * What the tag-manager container (GTM_ID) and the Google Analytics tags it usually carries
 * load and call, per Google's CSP guide for Tag Manager: its script, its pixels and its
 * measurement requests.
 */
export const TAG_MANAGER_SOURCES = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
} as const;

const NO_TAG_MANAGER_SOURCES = { script: [], img: [], connect: [] } as const;

/**
 * Headers for HTML documents. Scripts only from our origin (no inline scripts); inline
 * styles are allowed because React and Phaser set style attributes. The SPA may frame the
 * runtime (same origin URL, sandboxed into an opaque origin by the iframe attribute). With a
 * third-party ad script configured, its origin (and only that) may run scripts and show the
 * ad's images and frames and answer its requests. With GTM_ID set, the tag manager's origins
 * (TAG_MANAGER_SOURCES) too; the SPA loads its container only after analytics consent.
 * With the runtime built, the hash of its offline page's inline script (offlineRuntimeScript.ts):
 * offline, that page runs in the sandboxed frame's `srcdoc`, under this policy. With the web app
 * built, the hashes of its index.html's inline boot script (inlineBootScripts.ts).
 */
function appCsp(
  storage: StorageOrigins,
  adOrigin: string | null,
  hasTagManager: boolean,
  errorIngestOrigin: string | null,
  offlineRuntimeScript: string | null,
  bootScripts: readonly string[],
): string {
  const withOrigins = (...lists: (readonly string[])[]) => {
    const origins = lists.flat();
    return origins.length === 0 ? '' : ` ${origins.join(' ')}`;
  };
  const ad = adOrigin ? [adOrigin] : [];
  const errorIngest = errorIngestOrigin ? [errorIngestOrigin] : [];
  const offlineRuntime = offlineRuntimeScript ? [offlineRuntimeScript] : [];
  // The offline runtime's loader reads the pictures the page handed it from blob: URLs (and
  // its own generated textures from data: URLs), as its own page's policy lets it.
  const offlineRuntimeReads = offlineRuntimeScript ? ['data:', 'blob:'] : [];
  const tags = hasTagManager ? TAG_MANAGER_SOURCES : NO_TAG_MANAGER_SOURCES;
  return [
    "default-src 'self'",
    `script-src 'self'${withOrigins(bootScripts, offlineRuntime, ad, tags.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${withOrigins(storage.read, ad, tags.img)}`,
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self'${withOrigins(offlineRuntimeReads, storage.upload, ad, tags.connect, errorIngest)}`,
    `frame-src 'self'${withOrigins(ad)}`,
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

/**
 * The runtime page's policy. The page runs in `<iframe sandbox="allow-scripts">`, so its
 * origin is opaque, and WebKit (Safari 26.5 onwards, WebKit bug 316847) resolves `'self'`
 * against that opaque origin: it would refuse the runtime's own bundle, world and media. So
 * every fetch directive (and frame-ancestors, checked the same way) names the serving origin
 * beside `'self'`. Phaser loads textures through fetch and blob URLs; only our SPA frames it.
 */
export function runtimeCsp(servingOrigin: string | undefined): string {
  const self = servingOrigin ? `'self' ${servingOrigin}` : "'self'";
  return [
    `default-src ${self}`,
    `script-src ${self}`,
    `style-src ${self} 'unsafe-inline'`,
    `img-src ${self} data: blob:`,
    `media-src ${self} data: blob:`,
    `font-src ${self} data:`,
    `connect-src ${self} data: blob:`,
    `worker-src ${self} blob:`,
    "object-src 'none'",
    `base-uri ${self}`,
    `frame-ancestors ${self}`,
  ].join('; ');
}

/** A scheme and a host (name, IPv4 or [IPv6]) with an optional port, and nothing else. */
const PLAIN_ORIGIN = /^https?:\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/**
 * The origin a document was served from, as a CSP source: the configured public URL's, else
 * the request's scheme and host. A request origin that is not a plain origin (a forged Host
 * header carrying `;` or spaces, say) gives `undefined`, never a header fragment.
 */
export function servingOriginOf(
  publicUrl: string | undefined,
  requestOrigin: string,
): string | undefined {
  if (publicUrl) return new URL(publicUrl).origin;
  if (!PLAIN_ORIGIN.test(requestOrigin)) return undefined;
  return new URL(requestOrigin).origin;
}

const COMMON_HTML_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  // HTML is small and changes with every deploy; its assets are hashed and cached for good.
  'cache-control': 'no-cache',
};

/**
 * The origin of AD_SCRIPT_URL as a CSP source, or null without one (or with ads off). The
 * config only accepts http(s) URLs, so the origin is a plain scheme, host and port.
 */
export function adScriptOriginOf(scriptUrl: string | null | undefined): string | null {
  return scriptUrl ? new URL(scriptUrl).origin : null;
}

/** The origin error reports are posted to (SENTRY_DSN's), or null without a DSN. */
export function errorIngestOriginOf(dsn: string | null | undefined): string | null {
  return dsn ? new URL(dsn).origin : null;
}

/**
 * Headers for the SPA's HTML, letting it reach the upload bucket when there is one, load
 * the third-party ad script when AD_SCRIPT_URL is set (`adScriptUrl`; null otherwise) and the
 * tag manager when GTM_ID is set (`tagManagerId`; null otherwise), and post error reports to
 * SENTRY_DSN's origin when it is set (`errorReportingDsn`; null otherwise), run the
 * runtime's offline page (`offlineRuntimeScript`, its CSP hash source; null otherwise) and the
 * page's own inline boot script (`bootScripts`, their hash sources).
 */
export function appHtmlHeaders(
  storage: StorageOrigins,
  adScriptUrl: string | null = null,
  tagManagerId: string | null = null,
  errorReportingDsn: string | null = null,
  offlineRuntimeScript: string | null = null,
  bootScripts: readonly string[] = [],
): Readonly<Record<string, string>> {
  return {
    ...COMMON_HTML_HEADERS,
    'content-security-policy': appCsp(
      storage,
      adScriptOriginOf(adScriptUrl),
      tagManagerId !== null,
      errorIngestOriginOf(errorReportingDsn),
      offlineRuntimeScript,
      bootScripts,
    ),
    'x-frame-options': 'SAMEORIGIN',
  };
}

/** Headers for the runtime page served from `servingOrigin` (see `runtimeCsp`). */
export function runtimeHtmlHeaders(
  servingOrigin: string | undefined,
): Readonly<Record<string, string>> {
  return {
    ...COMMON_HTML_HEADERS,
    'content-security-policy': runtimeCsp(servingOrigin),
    'x-frame-options': 'SAMEORIGIN',
  };
}
