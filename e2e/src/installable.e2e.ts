import { feedPageSchema, MESSAGES, type Game } from '@promptplay/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectErrors, launchBrowser, newPhoneContext } from './browser.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
let game: Game;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newPhoneContext(browser, baseUrl, { serviceWorkers: 'allow' });
  page = await context.newPage();
  const response = await page.request.get('/api/game-feeds/latest?pageSize=1');
  game = feedPageSchema.parse(await response.json()).items[0]!;
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

describe('installable: service worker and offline', () => {
  it('installs, keeps what a played game needs and the app shell offline, never API answers', async () => {
    const errors = collectErrors(page);
    await page.goto('/');
    await expect.poll(controllerState, { timeout: 20_000 }).toBe('activated');

    // The next visit is the worker's from its first request.
    await page.goto(`/shared/${game.id}`);

    const modal = page.getByTestId('game-modal');
    await expect.poll(() => modal.isVisible(), { timeout: 15_000 }).toBe(true);
    await modal.getByRole('button', { name: MESSAGES.playGame }).tap();
    const layer = page.getByTestId('game-layer');
    await expect
      .poll(() => layer.getAttribute('data-game-status'), { timeout: 30_000 })
      .toBe('PLAYING');
    await page.getByTestId('back-to-feed').tap();
    await expect.poll(() => layer.isVisible()).toBe(false);

    await context.setOffline(true);
    try {
      // What the host page needs to start the game again: its world and the runtime's config.
      expect(await statusOf(`/worlds/${game.id}.json`)).toBe(200);
      expect(await statusOf('/game-manifest.json')).toBe(200);
      // The modal read this game's details from the API online: none of it was kept.
      expect(await statusOf(`/api/game-feeds/${game.id}`)).toBe('network error');

      // A page opened offline gets the app shell from the cache: the app starts.
      await page.goto('/');
      await expect
        .poll(() => page.getByTestId('bottom-nav').isVisible(), { timeout: 15_000 })
        .toBe(true);
    } finally {
      await context.setOffline(false);
    }
    expect(errors.scriptErrors).toEqual([]);
  });
});
