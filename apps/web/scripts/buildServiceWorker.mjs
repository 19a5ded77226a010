// Writes dist/sw.js with Workbox after `vite build` (part of `npm run build -w @promptplay/web`,
// so it runs before scripts/precompress.mjs and sw.js gets its .br / .gz too). What it caches
// and why: apps/web/README.md, "Installable".
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSW } from 'workbox-build';

const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const runtimeDistDir = join(distDir, '..', '..', '..', 'packages', 'runtime', 'dist');
const DAY_SECONDS = 24 * 60 * 60;

/** Caches kept per deploy (named with a hash of what they hold); older ones go on activate. */
const DEPLOY_CACHE_PREFIXES = ['pages-', 'runtime-offline-'];
const hashOf = (path) => createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 12);

/** Server-rendered pages kept for offline use, one cache per deploy (its page's hash). */
const PAGE_CACHE = `pages-${hashOf(join(distDir, 'index.html'))}`;

/**
 * The runtime's offline page (the whole runtime inline, packages/runtime
 * scripts/writeOfflinePage.mjs): the sandboxed frame bypasses this worker, so the page fetches
 * it from here and hands it to the frame as `srcdoc` when the browser is offline. Not
 * precached (about 370 KB gzip that a first visit on a phone network should not pay for): the
 * host fetches it once a game has started (offlineRuntimePage.ts), into a cache of this
 * deploy, so its inline script always matches the hash this deploy's pages admit.
 */
function offlineRuntimeCacheName() {
  const path = join(runtimeDistDir, 'offline.html');
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: run \`npm run build -w @promptplay/runtime\` first`);
  }
  return `runtime-offline-${hashOf(path)}`;
}
const OFFLINE_RUNTIME_CACHE = offlineRuntimeCacheName();

/** Drops the caches older deploys kept once this worker takes over (imported by sw.js). */
const DEPLOY_CACHE_CLEANUP = 'sw-page-cleanup.js';
const currentDeployCaches = [PAGE_CACHE, OFFLINE_RUNTIME_CACHE];
writeFileSync(
  join(distDir, DEPLOY_CACHE_CLEANUP),
  `const prefixes = ${JSON.stringify(DEPLOY_CACHE_PREFIXES)};
const current = ${JSON.stringify(currentDeployCaches)};
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) =>
      Promise.all(
        names
          .filter((name) => prefixes.some((prefix) => name.startsWith(prefix)))
          .filter((name) => !current.includes(name))
          .map((name) => caches.delete(name)),
      ),
    ),
  );
});
`,
);

const { count, size, warnings } = await generateSW({
  globDirectory: distDir,
  swDest: join(distDir, 'sw.js'),
  // The app shell: the page, its scripts and styles (lazy chunks too), manifest and icons.
  // Fonts are cached as they are used (below): the build holds every subset of each face.
  globPatterns: ['**/*.{html,js,css,webmanifest,png,svg}'],
  // The error reporter's chunk loads only where the operator set a DSN: not worth every
  // install's download.
  globIgnores: [
    'sw.js',
    DEPLOY_CACHE_CLEANUP,
    '**/*.{br,gz,map}',
    '.vite/**',
    'assets/sentry-*.js',
  ],
  importScripts: [`/${DEPLOY_CACHE_CLEANUP}`],
  // Hashed names change with their content: no revision needed, no cache-busting fetch.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 1024 * 1024,
  // The server renders `/` per request: the precached shell must never answer it online.
  directoryIndex: null,
  navigateFallback: null,
  ignoreURLParametersMatching: [/.*/],
  cleanupOutdatedCaches: true,
  // A new deploy takes over at once; the next navigation (network first) loads its pages.
  skipWaiting: true,
  clientsClaim: true,
  // No navigation preload: it would also fetch the navigations the worker leaves to the
  // browser (sign-in callbacks with one-time codes), and the browser then fetches them again.
  navigationPreload: false,
  inlineWorkboxRuntime: true,
  sourcemap: false,
  runtimeCaching: [
    {
      // The feed and shared links, server-rendered for a guest with their games inline: from
      // the network; offline, as last seen (so a game played before opens and plays), else the
      // precached shell. Kept per deploy (PAGE_CACHE): an older page names scripts a newer
      // deploy no longer has.
      urlPattern: ({ request, url }) =>
        request.mode === 'navigate' && /^\/(shared\/[^/]+)?$/.test(url.pathname),
      handler: 'NetworkFirst',
      options: {
        cacheName: PAGE_CACHE,
        networkTimeoutSeconds: 4,
        cacheableResponse: { statuses: [200] },
        expiration: { maxEntries: 50, purgeOnQuotaError: true },
        precacheFallback: { fallbackURL: '/index.html' },
      },
    },
    {
      // Other pages from the network (server-rendered per URL); offline, the precached shell.
      // API, sign-in, media and runtime URLs are never pages of the app.
      urlPattern: ({ request, url }) =>
        request.mode === 'navigate' &&
        !/^\/(api|auth|dev-idp|runtime|media|worlds)\//.test(url.pathname),
      handler: 'NetworkOnly',
      options: { precacheFallback: { fallbackURL: '/index.html' } },
    },
    {
      // Screenshots, their tiers, share cards and game media: shown at once, refreshed behind.
      urlPattern: ({ request, url, sameOrigin }) =>
        request.method === 'GET' && sameOrigin && url.pathname.startsWith('/media/'),
      handler: 'StaleWhileRevalidate',
      options: {
        cacheName: 'media',
        cacheableResponse: { statuses: [200] },
        expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true },
      },
    },
    {
      // A version's world file (`/worlds/2.0/{id}.json`) is immutable: a game played once
      // starts again offline. A request with a bearer token (an owner's hidden game) is never
      // stored.
      urlPattern: ({ request, url, sameOrigin }) =>
        request.method === 'GET' &&
        sameOrigin &&
        /^\/worlds\/\d+\.0\//.test(url.pathname) &&
        !request.headers.has('authorization'),
      handler: 'CacheFirst',
      options: {
        cacheName: 'worlds',
        cacheableResponse: { statuses: [200] },
        expiration: { maxEntries: 100, maxAgeSeconds: 90 * DAY_SECONDS, purgeOnQuotaError: true },
      },
    },
    {
      // The current version (`/worlds/{id}.json`) changes when its owner refines the game:
      // the network's when it answers, else the one kept from the last play.
      urlPattern: ({ request, url, sameOrigin }) =>
        request.method === 'GET' &&
        sameOrigin &&
        url.pathname.startsWith('/worlds/') &&
        !request.headers.has('authorization'),
      handler: 'NetworkFirst',
      options: {
        cacheName: 'current-worlds',
        networkTimeoutSeconds: 4,
        cacheableResponse: { statuses: [200] },
        expiration: { maxEntries: 100, maxAgeSeconds: 90 * DAY_SECONDS, purgeOnQuotaError: true },
      },
    },
    {
      // The runtime inline, for a frame started offline (see OFFLINE_RUNTIME_CACHE).
      urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/runtime/offline.html',
      handler: 'CacheFirst',
      options: {
        cacheName: OFFLINE_RUNTIME_CACHE,
        cacheableResponse: { statuses: [200] },
        expiration: { maxEntries: 1, purgeOnQuotaError: true },
      },
    },
    {
      // Where the runtime lives (changes with a deploy): the network's when it answers.
      urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/game-manifest.json',
      handler: 'NetworkFirst',
      options: {
        cacheName: 'game-manifest',
        networkTimeoutSeconds: 4,
        cacheableResponse: { statuses: [200] },
      },
    },
    {
      urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/.+\.woff2$/.test(url.pathname),
      handler: 'CacheFirst',
      options: {
        cacheName: 'fonts',
        cacheableResponse: { statuses: [200] },
        expiration: { maxEntries: 20, purgeOnQuotaError: true },
      },
    },
  ],
});

for (const warning of warnings) console.warn(`service worker: ${warning}`);
console.log(`service worker: dist/sw.js precaches ${count} files, ${Math.round(size / 1024)} KB`);
