import { BRIDGE_CHANNEL } from '@promptplay/contracts';
import type { Frame, Page } from 'playwright-core';

/** Path of the bench's host page; the browser context answers it, the server never sees it. */
export const BENCH_HOST_PATH = '/__bench/runtime-host';

/** What the bench host tells the runtime: the web host's init and loadGame. */
export interface BenchHostConfig {
  /** The runtime page, from the server's /game-manifest.json. */
  loaderUrl: string;
  pixelRatio: number;
  isTouch: boolean;
  autoplay: boolean;
  gameId: string;
  world: unknown;
}

/** Milliseconds (`performance.now()` of the host page) and what went wrong. */
export interface BenchHostState {
  loadSentAt: number | null;
  readyAt: number | null;
  errors: string[];
}

/**
 * A bare host page in plain JavaScript: frames the runtime page like the web app's game layer
 * (sandboxed, opaque origin) and speaks the bridge like `RuntimeHost` (init on
 * RUNTIME_READY_TO_START, loadGame on GAME_LOADED), noting when loadGame left and `ready`
 * (the first playable frame) came back.
 */
const BENCH_HOST_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>Runtime bench host</title>
<style>
html, body { margin: 0; width: 100%; height: 100%; overflow: hidden; background: #000; }
iframe { position: fixed; inset: 0; width: 100%; height: 100%; border: 0; display: block; }
</style>
</head>
<body>
<script>
(() => {
  const CHANNEL = ${JSON.stringify(BRIDGE_CHANNEL)};
  const state = { loadSentAt: null, readyAt: null, errors: [] };
  window.__benchHost = {
    state,
    start: (config) => {
      const frame = document.createElement('iframe');
      const post = (payload) =>
        frame.contentWindow.postMessage(Object.assign({ channel: CHANNEL }, payload), '*');
      window.addEventListener('message', (event) => {
        const message = event.data;
        if (event.source !== frame.contentWindow || !message || message.channel !== CHANNEL) return;
        if (message.type === 'error') state.errors.push(message.message);
        if (message.type === 'ready' && state.readyAt === null) state.readyAt = performance.now();
        if (message.type !== 'status') return;
        if (message.status === 'RUNTIME_READY_TO_START') {
          post({ type: 'init', pixelRatio: config.pixelRatio, isTouch: config.isTouch,
            autoplay: config.autoplay });
        }
        if (message.status === 'GAME_LOADED' && state.loadSentAt === null) {
          state.loadSentAt = performance.now();
          post({ type: 'loadGame', gameId: config.gameId, world: config.world,
            assetOrigin: location.origin, bestScore: 0 });
        }
      });
      frame.id = 'runtime';
      frame.setAttribute('sandbox', 'allow-scripts');
      frame.src = config.loaderUrl;
      document.body.appendChild(frame);
    },
  };
})();
</script>
</body>
</html>`;

interface BenchHostWindow {
  __benchHost: { state: BenchHostState; start(config: BenchHostConfig): void };
}

const POLL_MS = 20;

/** Serves the bench host page to every page of the context. */
export async function installBenchHost(page: Page): Promise<void> {
  await page.route(`**${BENCH_HOST_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: BENCH_HOST_HTML }),
  );
}

/**
 * Opens the bench host (same origin as the server), starts the runtime in it and resolves once
 * the first playable frame is reported: with the time from loadGame to then, and the runtime
 * frame.
 */
export async function loadGameInHost(
  page: Page,
  config: BenchHostConfig,
  timeoutMs: number,
): Promise<{ loadToReadyMs: number; runtime: Frame }> {
  await page.goto(BENCH_HOST_PATH);
  await page.evaluate((each) => {
    (globalThis as unknown as BenchHostWindow).__benchHost.start(each);
  }, config);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await page.evaluate(
      () => (globalThis as unknown as BenchHostWindow).__benchHost.state,
    );
    if (state.errors.length > 0)
      throw new Error(`the runtime refused the game: ${state.errors.join(' | ')}`);
    if (state.readyAt !== null && state.loadSentAt !== null) {
      const runtime = await (await page.locator('#runtime').elementHandle())?.contentFrame();
      if (!runtime) throw new Error('the bench host has no runtime frame');
      return { loadToReadyMs: state.readyAt - state.loadSentAt, runtime };
    }
    if (Date.now() > deadline) throw new Error(`no playable frame within ${timeoutMs} ms`);
    await page.waitForTimeout(POLL_MS);
  }
}
