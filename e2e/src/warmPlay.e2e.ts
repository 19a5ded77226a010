import { BRIDGE_CHANNEL } from '@promptplay/contracts';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectErrors, launchBrowser, newPhoneContext, saveScreenshot } from './browser.js';
import { runtimeFrame } from './runtimeFrame.js';

// Ready before the tap (issue 11): the runtime boots hidden while the detail modal shows, the
// first Play hands it a world, Back to feed resets it, and the next game plays in the same
// runtime; a game whose modal shows long enough is prepared there (loaded, first frame drawn,
// held) and Play only starts it. Boots are counted through the bridge: every runtime page that
// starts says RUNTIME_READY_TO_START to the host once.

const baseUrl = inject('baseUrl');
/** Generous bounds for a busy 2-core machine; nothing here measures time. */
const POLL = { timeout: 60_000, interval: 200 };
/** Gameplay frames that show a game is running, not just drawn once. */
const PLAYING_FRAMES = 30;

/** What the host page heard from runtimes over the bridge (counted by the init script). */
interface BridgeLog {
  boots: number;
  statuses: string[];
  /** Games the runtime said it prepared (drawn and held). */
  prepared: string[];
}

/** The part of the runtime's `window.__promptplay` (kit/debugState.ts) read here. */
interface RuntimeDebug {
  frames: number;
  phase: string;
  player: { x: number; y: number } | null;
}

/**
 * Runs in the page before any app script, noting what runtimes tell it; and in the runtime
 * frame, noting the types of the host's messages there (`window.__hostMessages`).
 */
function listenToRuntimes(channel: string) {
  type BridgeData = { channel?: string; type?: string; status?: string; gameId?: string } | null;
  if (window.top !== window) {
    const types: string[] = [];
    (window as unknown as { __hostMessages: string[] }).__hostMessages = types;
    window.addEventListener('message', (event: MessageEvent) => {
      const data = event.data as BridgeData;
      if (data?.channel === channel && data.type) types.push(data.type);
    });
    return;
  }
  const log: BridgeLog = { boots: 0, statuses: [], prepared: [] };
  (window as unknown as { __bridgeLog: BridgeLog }).__bridgeLog = log;
  window.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as BridgeData;
    if (data?.channel !== channel) return;
    if (data.type === 'prepared' && data.gameId) log.prepared.push(data.gameId);
    if (data.type !== 'status' || !data.status) return;
    log.statuses.push(data.status);
    if (data.status === 'RUNTIME_READY_TO_START') log.boots += 1;
  });
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Every game picture requested, and whether the runtime frame (not the page) asked. */
const pictureRequests: { url: string; isFromRuntime: boolean }[] = [];
/** Every world file or game picture requested, by the page or the runtime frame, in order. */
const gameFileRequests: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newPhoneContext(browser, baseUrl);
  await context.addInitScript(listenToRuntimes, BRIDGE_CHANNEL);
  context.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/worlds/') || pathname.startsWith('/media/games/'))
      gameFileRequests.push(pathname);
    if (!pathname.startsWith('/media/games/')) return;
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
    return { boots: log.boots, statuses: [...log.statuses], prepared: [...log.prepared] };
  });
}

/** Types of the host's messages the runtime frame received, in order. */
function hostMessages(frame: Frame): Promise<string[]> {
  return frame.evaluate(() => [
    ...(window as unknown as { __hostMessages: string[] }).__hostMessages,
  ]);
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
    await expect.poll(() => cards.count(), POLL).toBeGreaterThanOrEqual(4);
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
    const picturesOfFirstGame = pictureRequests.length;

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
    // Played from its card, with no modal before: the page still fetched its pictures (so the
    // service worker keeps them for offline) and handed them over; the runtime fetched none.
    expect(pictureRequests.filter((request) => !request.isFromRuntime).length).toBeGreaterThan(
      picturesOfFirstGame,
    );
    expect(pictureRequests.filter((request) => request.isFromRuntime)).toEqual([]);
    expect(await page.getByTestId('runtime-frame').getAttribute('title')).toBe(secondTitle);
    expect(await isMarkedRuntimeFrame()).toBe(true);
    expect((await bridgeLog()).boots).toBe(1);

    // A third game's modal stays open: the runtime prepares it there, hidden, and holds it at
    // its first drawn frame with nothing running.
    await page.getByTestId('back-to-feed').tap();
    await expect.poll(() => page.getByTestId('game-layer').count()).toBe(0);
    const preparedBefore = (await bridgeLog()).prepared.length;
    const third = cards.nth(2);
    const thirdTitle = (await third.getByTestId('game-card-title').textContent())?.trim();
    await third.getByTestId('game-card-title').tap();
    await expect.poll(() => modal.isVisible()).toBe(true);
    await expect
      .poll(async () => (await bridgeLog()).prepared.length, POLL)
      .toBe(preparedBefore + 1);
    const held = await runtimeFrame(page);
    const heldFrames = (await readRuntime(held)).frames;
    await page.waitForTimeout(1_000);
    expect((await readRuntime(held)).frames).toBe(heldFrames);
    expect(await page.getByTestId('runtime-frame').isVisible()).toBe(false);
    expect(await page.getByTestId('game-layer').count()).toBe(0);

    // Play Game only starts it: no world or picture is fetched after the tap, by the page or
    // the runtime, and the runtime is not handed the game to load again.
    const requestsBeforeTap = gameFileRequests.length;
    const messagesBeforeTap = (await hostMessages(held)).length;
    await modal.getByTestId('play-game').tap();
    await expect.poll(() => page.getByTestId('game-layer').isVisible()).toBe(true);
    await waitForPlayingGame();
    await saveScreenshot(page, 'warm-play-03-prepared-game');
    expect(gameFileRequests.slice(requestsBeforeTap)).toEqual([]);
    const messagesAfterTap = (await hostMessages(held)).slice(messagesBeforeTap);
    expect(messagesAfterTap).toContain('startGame');
    expect(messagesAfterTap).not.toContain('loadGame');
    expect(messagesAfterTap).not.toContain('prepareGame');
    expect(await page.getByTestId('runtime-frame').getAttribute('title')).toBe(thirdTitle);
    expect(await isMarkedRuntimeFrame()).toBe(true);
    expect((await bridgeLog()).boots).toBe(1);

    // A fourth game, tapped as soon as the runtime is handed it (on its world's arrival, its
    // pictures following as they come): Play joins that preparation, loading or held, rather
    // than loading the game again, and the runtime downloads none of its pictures itself.
    await page.getByTestId('back-to-feed').tap();
    await expect.poll(() => page.getByTestId('game-layer').count()).toBe(0);
    const messagesBeforeFourth = (await hostMessages(held)).length;
    const runtimePicturesBefore = pictureRequests.filter((request) => request.isFromRuntime).length;
    await cards.nth(3).getByTestId('game-card-title').tap();
    await expect.poll(() => modal.isVisible()).toBe(true);
    await expect
      .poll(async () => (await hostMessages(held)).slice(messagesBeforeFourth), POLL)
      .toContain('prepareGame');
    await modal.getByTestId('play-game').tap();
    await expect.poll(() => page.getByTestId('game-layer').isVisible()).toBe(true);
    await waitForPlayingGame();
    await saveScreenshot(page, 'warm-play-04-joined-game');
    const fourthMessages = (await hostMessages(held)).slice(messagesBeforeFourth);
    expect(fourthMessages.filter((type) => type === 'prepareGame')).toHaveLength(1);
    expect(fourthMessages).toContain('startGame');
    expect(fourthMessages).not.toContain('loadGame');
    expect(pictureRequests.filter((request) => request.isFromRuntime)).toHaveLength(
      runtimePicturesBefore,
    );
    expect((await bridgeLog()).boots).toBe(1);

    await page.getByTestId('back-to-feed').tap();
    await expect.poll(() => page.getByTestId('game-layer').count()).toBe(0);
    expect(errors.scriptErrors).toEqual([]);
    expect(errors.failedResponses).toEqual([]);
  });
});
