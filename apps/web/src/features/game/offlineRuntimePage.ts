import { GAME_MANIFEST_PATH } from './manifestLoader.js';

/**
 * The runtime page with the whole runtime inline (packages/runtime `dist/offline.html`),
 * precached by the service worker (scripts/buildServiceWorker.mjs).
 */
export const OFFLINE_RUNTIME_PAGE_URL = '/runtime/offline.html';

/** What `offlineRuntimeDocument` and `keepOfflineRuntimePage` read of the page's window. */
export type OfflineRuntimeWindow = Pick<Window, 'fetch'> & {
  navigator?: Pick<Navigator, 'onLine'> & {
    serviceWorker?: Pick<ServiceWorkerContainer, 'controller'>;
  };
};

/** True when the browser says it has no network. */
export function isBrowserOffline(win: OfflineRuntimeWindow): boolean {
  return win.navigator?.onLine === false;
}

/**
 * The document the runtime frame shows as its `srcdoc` while the browser is offline, or null
 * when it is not at hand (the frame then loads its page as usual). The sandboxed frame's own
 * requests bypass the service worker, so offline its page could not load; this page needs no
 * network: the service worker answers it from its cache, and the world and pictures reach
 * the frame over the bridge as always (apps/web/README.md "Installable").
 */
export async function offlineRuntimeDocument(win: OfflineRuntimeWindow): Promise<string | null> {
  try {
    const response = await win.fetch(OFFLINE_RUNTIME_PAGE_URL);
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

let isOfflinePageKept = false;

/**
 * Once a game has started online, fetches the offline runtime page and the runtime build
 * config at low priority so the service worker keeps them (caches of this deploy,
 * scripts/buildServiceWorker.mjs): a game played before then starts offline, and a first
 * visit on a phone network never pays for the 370 KB. The config is fetched even when the page
 * booted the runtime from the copy a server-rendered page embeds (embeddedManifest.ts). Only
 * where a service worker controls the page, once per page.
 */
export function keepOfflineRuntimePage(win: OfflineRuntimeWindow): void {
  if (isOfflinePageKept || !win.navigator?.serviceWorker?.controller) return;
  isOfflinePageKept = true;
  // Read to the end: the worker stores what it passes on (cancelling it midway fails there).
  const keep = (url: string) =>
    win.fetch(url, { priority: 'low' }).then((response) => response.arrayBuffer());
  Promise.all([keep(OFFLINE_RUNTIME_PAGE_URL), keep(GAME_MANIFEST_PATH)]).catch(() => {
    isOfflinePageKept = false;
  });
}
