import { BRIDGE_CHANNEL } from '@promptplay/contracts';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectErrors, launchBrowser, newPhoneContext, saveScreenshot } from './browser.js';
import { runtimeFrame } from './runtimeFrame.js';

// Ready before the tap (issue 11): the runtime boots hidden while the detail modal shows, the
// first Play hands it a world, Back to feed resets it, and the next game plays in the same
// runtime. Boots are counted through the bridge: every runtime page that starts says
// RUNTIME_READY_TO_START to the host once.

const baseUrl = inject('baseUrl');
/** Generous bounds for a busy 2-core machine; nothing here measures time. */
const POLL = { timeout: 60_000, interval: 200 };
/** Gameplay frames that show a game is running, not just drawn once. */
const PLAYING_FRAMES = 30;

/** What the host page heard from runtimes over the bridge (counted by the init script). */
interface BridgeLog {
  boots: number;
  statuses: string[];
}

/** The part of the runtime's `window.__promptplay` (kit/debugState.ts) read here. */
interface RuntimeDebug {
  frames: number;
  phase: string;
  player: { x: number; y: number } | null;
}

/** Runs in the page (and, doing nothing there, in its frames) before any app script. */
function listenToRuntimes(channel: string) {
  if (window.top !== window) return;
  const log: BridgeLog = { boots: 0, statuses: [] };
  (window as unknown as { __bridgeLog: BridgeLog }).__bridgeLog = log;
  window.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { channel?: string; type?: string; status?: string } | null;
    if (data?.channel !== channel || data.type !== 'status' || !data.status) return;
    log.statuses.push(data.status);
    if (data.status === 'RUNTIME_READY_TO_START') log.boots += 1;
  });
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Every game picture requested, and whether the runtime frame (not the page) asked. */
const pictureRequests: { url: string; isFromRuntime: boolean }[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newPhoneContext(browser, baseUrl);
  await context.addInitScript(listenToRuntimes, BRIDGE_CHANNEL);
  context.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/media/games/')) return;
    const isFromRuntime = request.frame().parentFrame() !== null;
    pictureRequests.push({ url: request.url(), isFromRuntime });
  });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

function bridgeLog(): Promise<BridgeLog> {
  return page.evaluate(() => {
    const log = (window as unknown as { __bridgeLog: BridgeLog }).__bridgeLog;
    return { boots: log.boots, statuses: [...log.statuses] };
  });
}

function readRuntime(frame: Frame): Promise<RuntimeDebug> {
  return frame.evaluate(() => {
    const { frames, phase, player } = (window as unknown as { __promptplay: RuntimeDebug })
      .__promptplay;
    return { frames, phase, player: player && { ...player } };
  });
}

/** Waits until the game layer shows a running game with its loading card gone. */
async function waitForPlayingGame(): Promise<void> {
  const frame = await runtimeFrame(page);
  const framesAtStart = (await readRuntime(frame)).frames;
  await expect
    .poll(async () => (await readRuntime(frame)).frames, POLL)
    .toBeGreaterThan(framesAtStart + PLAYING_FRAMES);
  await expect.poll(() => page.getByTestId('game-progress').isVisible(), POLL).toBe(false);
}

/** Marks the runtime's iframe element, so a later check can tell it is still the same one. */
function markRuntimeFrame(): Promise<void> {
  return page.getByTestId('runtime-frame').evaluate((element) => {
    (element as unknown as { __e2eMark: boolean }).__e2eMark = true;
  });
}

function isMarkedRuntimeFrame(): Promise<boolean> {
  return page
    .getByTestId('runtime-frame')
    .evaluate((element) => (element as unknown as { __e2eMark?: boolean }).__e2eMark === true);
}

describe('a second game in the same visit starts in the runtime already running', () => {
  it('boots before the tap, plays, resets on Back to feed and plays the next game warm', async () => {
    const errors = collectErrors(page);
    await page.goto('/');
    const cards = page.getByTestId('game-card');
    await expect.poll(() => cards.count(), POLL).toBeGreaterThanOrEqual(2);
    const [first, second] = [cards.nth(0), cards.nth(1)];
    const secondTitle = (await second.getByTestId('game-card-title').textContent())?.trim();

    // The detail modal is open: the runtime boots hidden, with no game, before Play.
    await first.getByTestId('game-card-title').tap();
    const modal = page.getByTestId('game-modal');
    await expect.poll(() => modal.isVisible()).toBe(true);
    await expect.poll(async () => (await bridgeLog()).statuses, POLL).toContain('GAME_LOADED');
    expect(await page.getByTestId('game-layer').count()).toBe(0);
    expect(await page.getByTestId('runtime-frame').isVisible()).toBe(false);
    expect((await bridgeLog()).boots).toBe(1);
    await markRuntimeFrame();

    await modal.getByTestId('play-game').tap();
    await expect.poll(() => page.getByTestId('game-layer').isVisible()).toBe(true);
    await waitForPlayingGame();
    expect(await page.getByTestId('runtime-frame').isVisible()).toBe(true);
    await saveScreenshot(page, 'warm-play-01-first-game');
    // The page fetched the game's pictures while the modal showed and handed them over: the
    // runtime frame, which shares no HTTP cache with the page, did not download them again.
    expect(pictureRequests.filter((request) => !request.isFromRuntime).length).toBeGreaterThan(0);
    expect(pictureRequests.filter((request) => request.isFromRuntime)).toEqual([]);

    // Back to feed (spec §4): the session ends, the runtime hides, the status is INITIAL and
    // the feed shows; the runtime drops the game and waits, with no game, for the next one.
    await page.getByTestId('back-to-feed').tap();
    await expect.poll(() => page.getByTestId('game-layer').count()).toBe(0);
    expect(await page.getByTestId('runtime-frame').isVisible()).toBe(false);
    expect(await first.isVisible()).toBe(true);
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map(
        (entry) => entry.event,
      ),
    );
    expect(events).toContain('game_session_end');
    const hidden = await runtimeFrame(page);
    await expect.poll(async () => (await readRuntime(hidden)).phase, POLL).toBe('idle');
    expect((await readRuntime(hidden)).player).toBeNull();

    // The next game, from its card's PLAY: same runtime, no new boot.
    await second.getByTestId('game-card-play').tap();
    await expect.poll(() => page.getByTestId('game-layer').isVisible()).toBe(true);
    await waitForPlayingGame();
    await saveScreenshot(page, 'warm-play-02-second-game');
    // Played from its card, with no modal before: the runtime loaded its pictures itself.
    expect(pictureRequests.some((request) => request.isFromRuntime)).toBe(true);
    expect(await page.getByTestId('runtime-frame').getAttribute('title')).toBe(secondTitle);
    expect(await isMarkedRuntimeFrame()).toBe(true);
    expect((await bridgeLog()).boots).toBe(1);

    await page.getByTestId('back-to-feed').tap();
    await expect.poll(() => page.getByTestId('game-layer').count()).toBe(0);
    expect(errors.scriptErrors).toEqual([]);
    expect(errors.failedResponses).toEqual([]);
  });
});
