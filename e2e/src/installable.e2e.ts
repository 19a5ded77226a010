import { feedPageSchema, MESSAGES, type Game } from '@promptplay/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectErrors, launchBrowser, newPhoneContext, saveScreenshot } from './browser.js';
import { countDistinctColours } from './pixels.js';
import { runtimeFrame, runtimeFrames } from './runtimeFrame.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
let game: Game;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newPhoneContext(browser, baseUrl, { serviceWorkers: 'allow' });
  page = await context.newPage();
  // The oldest game of the first page: a starter game, which no other test file plays with
  // (they create, refine and remix games of their own while this file runs).
  const response = await page.request.get('/api/game-feeds/latest?pageSize=40');
  game = feedPageSchema.parse(await response.json()).items.at(-1)!;
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** The state of the service worker controlling the page, or null while none does. */
function controllerState(): Promise<string | null> {
  return page.evaluate(() => navigator.serviceWorker.controller?.state ?? null);
}

/** What a GET from the page answers: its status, or 'network error' when nothing does. */
function statusOf(path: string): Promise<number | 'network error'> {
  return page.evaluate(
    (url) =>
      fetch(url).then(
        (response) => response.status,
        () => 'network error' as const,
      ),
    path,
  );
}

/** Whether the service worker keeps the runtime's offline page (kept after a first game). */
function isOfflineRuntimeKept(): Promise<boolean> {
  return page.evaluate(async () => (await caches.match('/runtime/offline.html')) !== undefined);
}

/** Opens the game's shared link, taps Play and waits until it plays. */
async function playSharedGame(): Promise<void> {
  await page.goto(`/shared/${game.id}`);
  const modal = page.getByTestId('game-modal');
  await expect.poll(() => modal.isVisible(), { timeout: 15_000 }).toBe(true);
  await modal.getByRole('button', { name: MESSAGES.playGame }).tap();
  const layer = page.getByTestId('game-layer');
  await expect
    .poll(() => layer.getAttribute('data-game-status'), { timeout: 30_000 })
    .toSatisfy((status) => status === 'PLAYING' || status === 'ERROR');
  // A failed start names the game and what the player was told.
  const shownError = await layer.getByTestId('game-error-message').allTextContents();
  expect(shownError, `${game.id} "${game.title}" (${game.gameGenre})`).toEqual([]);
  expect(await layer.getAttribute('data-game-status')).toBe('PLAYING');
}

describe('installable: service worker and offline', () => {
  it('installs, keeps what a played game needs and the app shell offline, never API answers', async () => {
    const errors = collectErrors(page);
    await page.goto('/');
    await expect.poll(controllerState, { timeout: 20_000 }).toBe('activated');
    // A first visit does not download the offline runtime (about 370 KB gzip) ahead.
    expect(await isOfflineRuntimeKept()).toBe(false);

    // The next visit is the worker's from its first request.
    await playSharedGame();
    await expect.poll(isOfflineRuntimeKept, { timeout: 30_000 }).toBe(true);
    await page.getByTestId('back-to-feed').tap();
    await expect.poll(() => page.getByTestId('game-layer').isVisible()).toBe(false);

    await context.setOffline(true);
    try {
      // What the host page needs to start the game again: its world, the runtime's config
      // and its offline page.
      expect(await statusOf(`/worlds/${game.id}.json`)).toBe(200);
      expect(await statusOf('/game-manifest.json')).toBe(200);
      expect(await statusOf('/runtime/offline.html')).toBe(200);
      // The API answered the page online (the feed, the session): none of it was kept.
      expect(await statusOf('/api/game-feeds/latest?pageSize=1')).toBe('network error');
      expect(await statusOf(`/api/game-feeds/${game.id}`)).toBe('network error');

      // A page opened offline comes from the cache (as last seen, else the shell): the app starts.
      await page.goto('/');
      await expect
        .poll(() => page.getByTestId('bottom-nav').isVisible(), { timeout: 15_000 })
        .toBe(true);
    } finally {
      await context.setOffline(false);
    }
    expect(errors.scriptErrors).toEqual([]);
  });

  it('starts a game played before again with the network off, and draws it', async () => {
    const errors = collectErrors(page);
    await context.setOffline(true);
    try {
      // A new visit (navigation) to the played game, all of it offline.
      await playSharedGame();
      const frame = await runtimeFrame(page);
      await expect.poll(() => runtimeFrames(frame), { timeout: 30_000 }).toBeGreaterThan(30);
      await expect
        .poll(() => page.getByTestId('game-progress').isVisible(), { timeout: 15_000 })
        .toBe(false);
      const box = (await page.getByTestId('runtime-frame').boundingBox())!;
      expect(await countDistinctColours(await page.screenshot({ clip: box }))).toBeGreaterThan(20);
      await saveScreenshot(page, 'installable-offline-playing');
    } finally {
      await context.setOffline(false);
    }
    expect(errors.scriptErrors).toEqual([]);
  });
});
