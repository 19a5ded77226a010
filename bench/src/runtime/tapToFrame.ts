import { BRIDGE_CHANNEL } from '@promptplay/contracts';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { percentile } from './frameTimes.js';
import { RUNTIME_URL_PREFIX } from './runtimeBuild.js';
import type { StarterGame } from './starterGames.js';

/**
 * DevTools' "Slow 4G" (Lighthouse's mobile throttling as the browser applies it): 562.5 ms
 * request latency, 1.44 Mbit/s down, 0.66 Mbit/s up.
 */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
/** Issue 11: the detail modal is read for ≥ 1 s before the tap. */
const MODAL_READ_MS = 1_500;
const STEP_TIMEOUT_MS = 120_000;

export interface TapToFrameSettings {
  origin: string;
  cpuThrottleRate: number;
  samples: number;
}

export interface TapToFrameMeasurement {
  /** Play Game → the runtime's first drawn game frame, first game of a visit (median). */
  coldMs: number;
  /** The same for the next game in the same visit (median). */
  warmMs: number;
  /**
   * The same for a game whose modal stayed open until the runtime had prepared it (loaded,
   * first frame drawn, held): what Play costs once preparing is done (median).
   */
  preparedMs: number;
  /** Next-game samples whose game was already prepared when Play was tapped at 1.5 s. */
  warmPreparedAtTap: number;
  /** Runtime files on the wire (compressed, as sent) in a cold visit (median). */
  runtimeWireBytes: number;
}

/**
 * Init script for the app page (a string: no DOM types here, no bundler helpers in it): forgets
 * the last first frame when the player taps (any pointerdown), and notes when the runtime
 * reports a game's first drawn frame (`ready` over the bridge) and when it last said a game was
 * prepared, in page time, in `window.__tapToFrame`.
 */
const TAP_TO_FRAME_INIT_SCRIPT = `(() => {
  if (window.top !== window) return;
  const marks = { readyAt: 0, preparedAt: 0 };
  window.__tapToFrame = marks;
  document.addEventListener('pointerdown', () => {
    marks.readyAt = 0;
  }, { capture: true });
  window.addEventListener('message', (event) => {
    const data = event.data;
    if (!data || data.channel !== ${JSON.stringify(BRIDGE_CHANNEL)}) return;
    if (data.type === 'ready') marks.readyAt = performance.now();
    if (data.type === 'prepared') marks.preparedAt = performance.now();
  });
})()`;

/** Counts the bytes on the wire of every runtime file the page (and its frames) fetches. */
async function countRuntimeBytes(cdp: CDPSession): Promise<() => number> {
  const runtimeRequests = new Set<string>();
  let bytes = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (new URL(event.request.url).pathname.startsWith(RUNTIME_URL_PREFIX))
      runtimeRequests.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (runtimeRequests.has(event.requestId)) bytes += event.encodedDataLength;
  });
  await cdp.send('Network.enable');
  return () => bytes;
}

const POLL_MS = 50;

/** Resolves once `expression` is true in the page; throws after STEP_TIMEOUT_MS. */
async function pollUntil(page: Page, expression: string): Promise<void> {
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  while ((await page.evaluate(expression)) !== true) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${expression}`);
    await page.waitForTimeout(POLL_MS);
  }
}

/** How the detail modal is read before Play Game. */
type Reading = 'first' | 'next' | 'nextUntilPrepared';

interface TapResult {
  ms: number;
  /** The runtime had prepared the game before the tap. */
  wasPrepared: boolean;
}

/**
 * Opens the game's shared link in the app (the detail modal), reads it 1.5 s (or, for
 * `nextUntilPrepared`, until the runtime has prepared the game), taps Play Game.
 */
async function tapToFrame(page: Page, starter: StarterGame, reading: Reading): Promise<TapResult> {
  const path = `/shared/${starter.game.id}`;
  const isFirst = reading === 'first';
  if (!isFirst) await page.evaluate('window.__tapToFrame.preparedAt = 0');
  // The next game opens inside the app (no reload), as a player's next tap would.
  if (isFirst) await page.goto(path);
  else {
    await page.evaluate(
      `history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`,
    );
  }
  const play = page.getByTestId('game-modal').getByTestId('play-game');
  await play.waitFor({ timeout: STEP_TIMEOUT_MS });
  await page.waitForTimeout(MODAL_READ_MS);
  if (reading === 'nextUntilPrepared') await pollUntil(page, 'window.__tapToFrame.preparedAt > 0');
  const wasPrepared = (await page.evaluate('window.__tapToFrame.preparedAt > 0')) === true;
  // From the moment the finger goes down, not from when the page got round to the pointerdown:
  // a main thread busy booting the runtime delays the event, and the player waits for it too.
  // The button is found first: Playwright's own checks before a tap (visible, stable over two
  // animation frames) take a busy page a while, and no finger waits for them.
  const box = await play.boundingBox({ timeout: STEP_TIMEOUT_MS });
  if (!box) throw new Error('Play Game is not on screen');
  const fingerDownAt = Date.now();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  // Polled from outside: the app's CSP forbids the string evaluation waitForFunction uses.
  await pollUntil(page, 'window.__tapToFrame.readyAt > 0');
  const readyAt: unknown = await page.evaluate(
    'performance.timeOrigin + window.__tapToFrame.readyAt',
  );
  if (typeof readyAt !== 'number') throw new Error('no first-frame time in the page');
  return { ms: readyAt - fingerDownAt, wasPrepared };
}

async function backToFeed(page: Page): Promise<void> {
  await page.getByTestId('back-to-feed').tap();
  await page.getByTestId('game-layer').waitFor({ state: 'detached' });
}

/**
 * Issue 11's measure through the real app on a phone (390×844, touch) over Slow 4G with the
 * CPU throttled: a fresh visit opens the first game's detail modal, reads it 1.5 s, taps Play
 * Game and waits for the first drawn frame (cold); Back to feed, the second game likewise
 * (warm); Back to feed, the first game again with its modal left open until the runtime has
 * prepared it (prepared). Each sample is a new browser context (empty cache).
 */
export async function measureTapToFrame(
  browser: Browser,
  [first, second]: readonly [StarterGame, StarterGame],
  settings: TapToFrameSettings,
): Promise<TapToFrameMeasurement> {
  const cold: number[] = [];
  const warm: number[] = [];
  const prepared: number[] = [];
  let warmPreparedAtTap = 0;
  const wire: number[] = [];
  for (let sample = 0; sample < settings.samples; sample++) {
    const context = await browser.newContext({
      baseURL: settings.origin,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    try {
      await context.addInitScript(TAP_TO_FRAME_INIT_SCRIPT);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const runtimeBytes = await countRuntimeBytes(cdp);
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: settings.cpuThrottleRate });
      cold.push((await tapToFrame(page, first, 'first')).ms);
      wire.push(runtimeBytes());
      await backToFeed(page);
      const next = await tapToFrame(page, second, 'next');
      warm.push(next.ms);
      if (next.wasPrepared) warmPreparedAtTap += 1;
      await backToFeed(page);
      prepared.push((await tapToFrame(page, first, 'nextUntilPrepared')).ms);
    } finally {
      await context.close();
    }
  }
  return {
    coldMs: percentile(cold, 50),
    warmMs: percentile(warm, 50),
    preparedMs: percentile(prepared, 50),
    warmPreparedAtTap,
    runtimeWireBytes: percentile(wire, 50),
  };
}
