import { BRIDGE_CHANNEL, gameManifestSchema } from '@promptplay/contracts';
import type { Frame, Page } from 'playwright-core';

/** Path of the test host page; the browser context answers it, the server never sees it. */
export const TEST_HOST_PATH = '/__e2e/runtime-host';

/** What the test host tells the runtime: the web host's init and loadGame, plus autoplay. */
export interface TestHostConfig {
  /** The runtime page, from the server's /game-manifest.json. */
  loaderUrl: string;
  pixelRatio: number;
  isTouch: boolean;
  autoplay: boolean;
  gameId: string;
  /** Sent as is: a test may send a broken world file on purpose. */
  world: unknown;
}

/** What the test host heard from the runtime (every message but `progress`). */
export interface TestHostState {
  messages: unknown[];
  /** Texts of the runtime's `error` messages, as the web host would show them. */
  errors: string[];
  /** `performance.now()` when loadGame was posted, and when `ready` came back. */
  loadSentAt: number | null;
  readyAt: number | null;
}

/**
 * A bare host page in plain JavaScript (no build step, no CSP: the test context serves it):
 * it frames the runtime page like the web app's game layer (sandboxed, opaque origin) and
 * speaks the bridge like `RuntimeHost`: `init` on RUNTIME_READY_TO_START, `loadGame` on
 * GAME_LOADED. Unlike the web app it can ask for autoplay.
 */
const TEST_HOST_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>Runtime test host</title>
<style>
html, body { margin: 0; width: 100%; height: 100%; overflow: hidden; background: #000; }
iframe { position: fixed; inset: 0; width: 100%; height: 100%; border: 0; display: block; }
</style>
</head>
<body>
<script>
(() => {
  const CHANNEL = ${JSON.stringify(BRIDGE_CHANNEL)};
  const state = { messages: [], errors: [], loadSentAt: null, readyAt: null };
  window.__testHost = {
    state,
    start: (config) => {
      const frame = document.createElement('iframe');
      const post = (payload) =>
        frame.contentWindow.postMessage(Object.assign({ channel: CHANNEL }, payload), '*');
      window.addEventListener('message', (event) => {
        const message = event.data;
        if (event.source !== frame.contentWindow) return;
        if (!message || message.channel !== CHANNEL || message.type === 'progress') return;
        state.messages.push(message);
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
      frame.title = 'Game';
      frame.setAttribute('sandbox', 'allow-scripts');
      frame.setAttribute('allow', 'autoplay; fullscreen');
      frame.src = config.loaderUrl;
      document.body.appendChild(frame);
    },
  };
})();
</script>
</body>
</html>`;

interface TestHostWindow {
  __testHost: { state: TestHostState; start(config: TestHostConfig): void };
}

/** The runtime page the server's game manifest points at (what the web host frames). */
export async function runtimeLoaderUrl(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/game-manifest.json`);
  if (!response.ok) throw new Error(`/game-manifest.json answered ${response.status}`);
  return gameManifestSchema.parse(await response.json()).loaderUrl;
}

/** A runtime page framed by the test host, and what the host heard so far. */
export interface TestHost {
  /** The runtime iframe (reads `window.__promptplay`). */
  runtime: Frame;
  state(): Promise<TestHostState>;
}

/**
 * Opens the test host on `page` (same origin as the server, so the runtime's
 * `frame-ancestors 'self'` lets it frame the real runtime page) and starts the runtime in it.
 */
export async function openTestHost(page: Page, config: TestHostConfig): Promise<TestHost> {
  await page.route(`**${TEST_HOST_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: TEST_HOST_HTML }),
  );
  await page.goto(TEST_HOST_PATH);
  await page.evaluate((each) => {
    (window as unknown as TestHostWindow).__testHost.start(each);
  }, config);
  const runtime = await (await page.locator('#runtime').elementHandle())?.contentFrame();
  if (!runtime) throw new Error('the test host has no runtime frame');
  return {
    runtime,
    state: () =>
      page.evaluate(() => structuredClone((window as unknown as TestHostWindow).__testHost.state)),
  };
}
