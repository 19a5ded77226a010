import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGameStore } from './gameStore.js';
import { OFFLINE_RUNTIME_PAGE_URL } from './offlineRuntimePage.js';
import { RuntimeHost } from './runtimeHost.js';
import { runtimeHostOptions } from './runtimeHostOptionsDouble.js';
import { TEST_GAME_MANIFEST } from './testManifest.js';

const OFFLINE_PAGE =
  '<!doctype html><div id="game"></div><script type="module">/*runtime*/</script>';

function bootFrame(fetchImpl: typeof fetch) {
  const store = createGameStore();
  vi.spyOn(window, 'fetch').mockImplementation(fetchImpl);
  const host = new RuntimeHost(runtimeHostOptions({ store }));
  host.prepare();
  return store;
}

const setOnline = (isOnline: boolean) =>
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(isOnline);

afterEach(() => vi.restoreAllMocks());

describe('the runtime frame with the network off', () => {
  it('gets the runtime inline from the offline page the service worker keeps', async () => {
    setOnline(false);
    const fetchPage = vi.fn(() => Promise.resolve(new Response(OFFLINE_PAGE)));
    const store = bootFrame(fetchPage);
    await vi.waitFor(() => expect(store.getState().frameDocument).toBe(OFFLINE_PAGE));
    expect(fetchPage).toHaveBeenCalledWith(OFFLINE_RUNTIME_PAGE_URL);
    expect(store.getState().frameUrl).toBe(TEST_GAME_MANIFEST.loaderUrl);
  });

  it('loads its page as usual when the offline page is not at hand', async () => {
    setOnline(false);
    const store = bootFrame(() => Promise.reject(new TypeError('Failed to fetch')));
    await vi.waitFor(() => expect(store.getState().frameUrl).toBe(TEST_GAME_MANIFEST.loaderUrl));
    expect(store.getState().frameDocument).toBeNull();
  });

  it('loads its page from the network, unchanged, while online', async () => {
    setOnline(true);
    const fetchPage = vi.fn(() => Promise.resolve(new Response(OFFLINE_PAGE)));
    const store = bootFrame(fetchPage);
    await vi.waitFor(() => expect(store.getState().frameUrl).toBe(TEST_GAME_MANIFEST.loaderUrl));
    expect(store.getState().frameDocument).toBeNull();
    expect(fetchPage).not.toHaveBeenCalled();
  });
});
