// An entry of its own in index.html: the first view never waits for it.
/** Built into dist/sw.js by scripts/buildServiceWorker.mjs (see README, "Installable"). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker once the page has loaded, in production builds only (the dev
 * server has no sw.js). A browser that refuses it (no support, private mode, a test context
 * that blocks workers) keeps the app exactly as it is without one.
 */
function registerServiceWorker(): void {
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

if (import.meta.env.PROD && 'serviceWorker' in navigator) registerServiceWorker();
