// Writes dist/sw.js with Workbox after `vite build` (part of `npm run build -w @promptplay/web`,
// so it runs before scripts/precompress.mjs and sw.js gets its .br / .gz too). What it caches
// and why: apps/web/README.md, "Installable".
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSW } from 'workbox-build';

const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const DAY_SECONDS = 24 * 60 * 60;

const { count, size, warnings } = await generateSW({
  globDirectory: distDir,
  swDest: join(distDir, 'sw.js'),
  // The app shell: the page, its scripts and styles (lazy chunks too), manifest and icons.
  // Fonts are cached as they are used (below): the build holds every subset of each face.
  globPatterns: ['**/*.{html,js,css,webmanifest,png,svg}'],
  // The error reporter's chunk loads only where the operator set a DSN: not worth every
  // install's download.
  globIgnores: ['sw.js', '**/*.{br,gz,map}', '.vite/**', 'assets/sentry-*.js'],
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
      // Pages from the network (server-rendered per URL); offline, the precached shell.
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
