import { CONSTANTS, feedPageSchema } from '@promptplay/contracts';
import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { saveScreenshot } from './browser.js';
import { browserPerFile } from './browserPerFile.js';
import { waitForHydration } from './hydration.js';

const baseUrl = inject('baseUrl');

interface Screen {
  name: string;
  width: number;
  height: number;
  deviceScaleFactor: number;
}

/** WCAG 1.4.10's narrowest phone, and a 390×844 phone zoomed to 200 % (half the CSS pixels). */
const NARROW_SCREENS: readonly Screen[] = [
  { name: '320px', width: 320, height: 700, deviceScaleFactor: 2 },
  { name: 'zoom-200', width: 195, height: 422, deviceScaleFactor: 4 },
];
const PHONE: Screen = { name: 'phone', width: 390, height: 844, deviceScaleFactor: 2 };

const chromium = browserPerFile();

async function openPage(
  screen: Screen,
  reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
): Promise<Page> {
  return chromium.newPage((browser) =>
    browser.newContext({
      baseURL: baseUrl,
      viewport: { width: screen.width, height: screen.height },
      deviceScaleFactor: screen.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      reducedMotion,
    }),
  );
}

/**
 * Sideways overflow of the page and of an open dialog. A phone browser widens its layout
 * viewport to fit content that overflows, so `innerWidth` is checked against the screen too.
 */
async function measureOverflow(page: Page) {
  return page.evaluate(() => {
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
    return {
      innerWidth: window.innerWidth,
      pageScrollWidth: document.scrollingElement!.scrollWidth,
      dialogOverflow: dialog ? dialog.scrollWidth - dialog.clientWidth : 0,
    };
  });
}

async function expectNoSidewaysScroll(page: Page, screen: Screen) {
  const overflow = await measureOverflow(page);
  expect(overflow.innerWidth).toBe(screen.width);
  expect(overflow.pageScrollWidth).toBeLessThanOrEqual(screen.width);
  expect(overflow.dialogOverflow).toBeLessThanOrEqual(0);
}

/** Names of the animations that would run for ever (a loop, whatever its duration). */
function endlessAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations === Infinity)
      .map((animation) =>
        animation instanceof CSSAnimation ? animation.animationName : animation.id,
      ),
  );
}

/** Holds matching requests until `release` is called, so a loading state stays on screen. */
async function holdRequests(page: Page, url: string) {
  const held: Route[] = [];
  let isReleased = false;
  await page.route(url, async (route) => {
    if (isReleased) await route.continue();
    else held.push(route);
  });
  return async () => {
    isReleased = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

async function openCreateModal(page: Page) {
  await page.getByTestId('nav-create').click();
  await page.getByTestId('create-step-prompt').waitFor();
}

/** Types an idea, picks a genre and presses Generate, holding the analysis so its countdown shows. */
async function startGenerating(page: Page) {
  const release = await holdRequests(page, '**/api/player-profile/categorize');
  await openCreateModal(page);
  await page.getByTestId('create-prompt-input').fill('A cat knight hops over lava to reach a cake');
  await page.getByTestId('genre-option').first().click();
  await page.getByTestId('generate-button').click();
  await page.getByTestId('create-step-generating').waitFor();
  return release;
}

async function gameWithPreview(page: Page) {
  const response = await page.request.get(
    `/api/game-feeds/latest?pageSize=${CONSTANTS.FEED_MAX_PAGE_SIZE}&targetAudience=unrestricted`,
  );
  const game = feedPageSchema.parse(await response.json()).items.find((item) => item.videoUrl);
  if (!game) throw new Error('the starter catalogue has no game with an animated preview');
  return game;
}

describe('layout reflows on narrow screens and at 200 % zoom', () => {
  for (const screen of NARROW_SCREENS) {
    it(`home, profile and the create modal never scroll sideways at ${screen.name}`, async () => {
      const page = await openPage(screen);
      await page.goto('/');
      await page.getByTestId('game-card').first().waitFor({ timeout: 20_000 });
      await expectNoSidewaysScroll(page, screen);
      await saveScreenshot(page, `reflow-${screen.name}-home`);

      await openCreateModal(page);
      await expectNoSidewaysScroll(page, screen);
      await saveScreenshot(page, `reflow-${screen.name}-create`);
      await page.keyboard.press('Escape');
      await page.getByTestId('create-modal').waitFor({ state: 'detached' });

      await page.goto('/profile');
      await page.getByTestId('stat-daily-prompts').waitFor({ timeout: 20_000 });
      await expectNoSidewaysScroll(page, screen);
      await saveScreenshot(page, `reflow-${screen.name}-profile`);
    });
  }
});

describe('reduced motion', () => {
  it('loops run when motion is welcome (what the reduced-motion checks compare with)', async () => {
    const page = await openPage(PHONE);
    await page.goto('/');
    const release = await startGenerating(page);
    await expect.poll(() => endlessAnimations(page)).not.toEqual([]);
    await release();
  });

  it('nothing loops on the loading feed or while the game idea is analysed', async () => {
    const page = await openPage(PHONE, 'reduce');
    const releaseFeed = await holdRequests(page, '**/api/game-feeds/**');
    // `/` arrives server-rendered with its first page: the feed loads on a client-side visit.
    await page.goto('/attributions');
    await page.getByTestId('nav-home').tap();
    await page.getByTestId('feed-loading').waitFor();
    expect(await endlessAnimations(page)).toEqual([]);
    await saveScreenshot(page, 'reduced-motion-feed-loading');
    await releaseFeed();
    await page.getByTestId('game-card').first().waitFor({ timeout: 20_000 });

    const releaseAnalysis = await startGenerating(page);
    expect(await endlessAnimations(page)).toEqual([]);
    await saveScreenshot(page, 'reduced-motion-generating');
    await releaseAnalysis();
  });

  it('the detail modal shows the still screenshot and no animated preview', async () => {
    const page = await openPage(PHONE, 'reduce');
    const game = await gameWithPreview(page);
    await page.goto(`/shared/${game.id}`);
    const modal = page.getByTestId('game-modal');
    await modal.waitFor();
    // Neither the server's markup nor the hydrated page starts the loop.
    expect(await modal.getByTestId('game-preview').count()).toBe(0);
    await waitForHydration(page);
    expect(await modal.getByTestId('game-preview-still').count()).toBe(1);
    expect(await modal.getByTestId('game-preview').count()).toBe(0);
  });
});

describe('detail modal preview', () => {
  it('is an image that decodes, over the screenshot', async () => {
    const page = await openPage(PHONE);
    const game = await gameWithPreview(page);
    await page.goto(`/shared/${game.id}`);
    const preview = page.getByTestId('game-modal').getByTestId('game-preview');
    await preview.waitFor();
    expect(await preview.evaluate((node) => node.tagName)).toBe('IMG');
    expect(await preview.getAttribute('src')).toBe(game.videoUrl);
    await expect
      .poll(() =>
        preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      )
      .toBe(true);
    await preview.evaluate((image: HTMLImageElement) => image.decode());
    await saveScreenshot(page, 'detail-preview');
  });
});
