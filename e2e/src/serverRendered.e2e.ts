import { CONSTANTS, feedPageSchema, MESSAGES } from '@promptplay/contracts';
import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { collectErrors, newPhoneContext } from './browser.js';
import { browserPerFile } from './browserPerFile.js';
import { isHydrated, waitForHydration } from './hydration.js';
import { signInThroughLocalProvider } from './localSignIn.js';

const baseUrl = inject('baseUrl');
const chromium = browserPerFile();

/** The feed's first page as the API answers it. */
async function firstPage() {
  const response = await fetch(
    `${baseUrl}/api/game-feeds/latest?pageSize=${CONSTANTS.FEED_INITIAL_PAGE_SIZE}`,
  );
  return feedPageSchema.parse(await response.json());
}

/**
 * Holds the app's scripts back, as a slow network would, so the server's markup is all there
 * is; the function returned lets them through and waits until React has hydrated.
 */
async function holdAppScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/*.js', async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
    await waitForHydration(page);
  };
}

/** React's hydration errors: in words, or by their number in a production build. */
const HYDRATION_PROBLEM = /hydrat|react\.dev\/errors\/(418|419|421|422|423|425)\b/i;

/** Console lines and page errors about hydration (a mismatch is reported either way). */
function collectHydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (HYDRATION_PROBLEM.test(message.text())) warnings.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(error.message)) warnings.push(error.message);
  });
  return warnings;
}

describe('server-rendered first view', () => {
  it('answers a plain HTTP client the header, toolbar and first cards; a shared link its game', async () => {
    const { items } = await firstPage();
    const home = await fetch(`${baseUrl}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('data-testid="header-profile-button"');
    expect(html).toContain('data-testid="sort-toggle"');
    expect(html.match(/data-testid="game-card"/g)).toHaveLength(items.length);
    expect(html).toContain('<script type="application/json" id="first-view-state">');

    const game = items[items.length - 1]!;
    const shared = await fetch(`${baseUrl}/shared/${game.id}`);
    expect(shared.status).toBe(200);
    const sharedHtml = await shared.text();
    expect(sharedHtml).toContain('data-testid="game-modal"');
    expect(sharedHtml).toContain(`<meta property="og:url" content="${baseUrl}/shared/${game.id}"`);
  });

  it.each([
    ['/shared/ab', 400],
    ['/shared/game-no-such-game-here', 404],
  ])('answers %s with status %i', async (path, status) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status).toBe(status);
    const html = await response.text();
    if (status === 400) expect(html).toContain(MESSAGES.invalidSharedGameId);
    expect(html).not.toContain('data-testid="game-modal"');
  });

  it('shows the cards with no JavaScript at all', async () => {
    const page = await chromium.newPage((browser) =>
      browser.newContext({
        baseURL: baseUrl,
        viewport: { width: 390, height: 844 },
        javaScriptEnabled: false,
      }),
    );
    await page.goto('/');
    const cards = page.getByTestId('game-card');
    expect(await cards.count()).toBe(CONSTANTS.FEED_INITIAL_PAGE_SIZE);
    expect(await cards.first().isVisible()).toBe(true);
    expect(await page.getByTestId('bottom-nav').isVisible()).toBe(true);
  });

  it('paints the feed before its late JavaScript, then hydrates it without a warning or a refetch', async () => {
    const page = await chromium.newPage((browser) => newPhoneContext(browser, baseUrl));
    const errors = collectErrors(page);
    const hydrationWarnings = collectHydrationWarnings(page);
    const feedRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/game-feeds/')) {
        feedRequests.push(request.url());
      }
    });
    // Scripts wait until the cards have been seen.
    const releaseScripts = await holdAppScripts(page);

    // Module scripts hold DOMContentLoaded back: wait for the response only.
    await page.goto('/', { waitUntil: 'commit' });
    const cards = page.getByTestId('game-card');
    await expect.poll(() => cards.count()).toBe(CONSTANTS.FEED_INITIAL_PAGE_SIZE);
    expect(await cards.first().isVisible()).toBe(true);
    expect(await isHydrated(page)).toBe(false);

    await releaseScripts();

    // Interactive: a card's title opens its game.
    const title = await cards.first().getByTestId('game-card-title').textContent();
    await cards.first().getByTestId('game-card-title').tap();
    const modal = page.getByTestId('game-modal');
    await expect.poll(() => modal.isVisible(), { timeout: 5_000 }).toBe(true);
    expect(await modal.getByTestId('game-modal-title').textContent()).toBe(title);

    expect(hydrationWarnings).toEqual([]);
    expect(errors.scriptErrors).toEqual([]);
    // The first page came with the HTML.
    expect(feedRequests).toEqual([]);
  });

  it('paints the consent banner of a first visit with the page, and not once chosen', async () => {
    const page = await chromium.newPage((browser) =>
      newPhoneContext(browser, baseUrl, { consent: 'ask' }),
    );
    const errors = collectErrors(page);
    const hydrationWarnings = collectHydrationWarnings(page);
    const releaseScripts = await holdAppScripts(page);

    await page.goto('/', { waitUntil: 'commit' });
    const banner = page.getByTestId('consent-banner');
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await isHydrated(page)).toBe(false);

    await releaseScripts();
    await banner.getByRole('button', { name: MESSAGES.consentRejectAll }).tap();
    await expect.poll(() => banner.count()).toBe(0);

    const html = await (await page.request.get('/')).text();
    expect(html).toContain('data-testid="game-card"');
    expect(html).not.toContain('data-testid="consent-banner"');
    expect(hydrationWarnings).toEqual([]);
    expect(errors.scriptErrors).toEqual([]);
  });

  it('keeps a tap made before the scripts came, and does it once the page has hydrated', async () => {
    const page = await chromium.newPage((browser) =>
      newPhoneContext(browser, baseUrl, { consent: 'ask' }),
    );
    const errors = collectErrors(page);
    const releaseScripts = await holdAppScripts(page);

    await page.goto('/', { waitUntil: 'commit' });
    const banner = page.getByTestId('consent-banner');
    await banner.getByRole('button', { name: MESSAGES.consentRejectAll }).tap();
    expect(await isHydrated(page)).toBe(false);
    expect(await banner.isVisible()).toBe(true);

    await releaseScripts();
    await expect.poll(() => banner.count()).toBe(0);
    const html = await (await page.request.get('/')).text();
    expect(html).not.toContain('data-testid="consent-banner"');
    expect(errors.scriptErrors).toEqual([]);
  });

  it('renders a signed-in player the guest header first, then their name, without a mismatch', async () => {
    const page = await chromium.newPage((browser) => newPhoneContext(browser, baseUrl));
    const name = 'Hydra Tester';
    await signInThroughLocalProvider(page, { email: 'hydra@example.com', name });
    const hydrationWarnings = collectHydrationWarnings(page);
    const errors = collectErrors(page);

    const html = await (await page.request.get('/')).text();
    expect(html).toContain(`<span>${MESSAGES.signUp}</span>`);
    await page.reload();
    const button = page.getByTestId('header-profile-button');
    await expect.poll(() => button.textContent(), { timeout: 15_000 }).toContain(name);
    expect(hydrationWarnings).toEqual([]);
    expect(errors.scriptErrors).toEqual([]);
  });

  it('hydrates a shared link with its game open, and closing it goes home', async () => {
    const { items } = await firstPage();
    const game = items[0]!;
    const page = await chromium.newPage((browser) => newPhoneContext(browser, baseUrl));
    const errors = collectErrors(page);
    const hydrationWarnings = collectHydrationWarnings(page);
    await page.goto(`/shared/${game.id}`);
    const modal = page.getByTestId('game-modal');
    expect(await modal.getByTestId('game-modal-title').textContent()).toBe(game.title);
    await waitForHydration(page);
    // React marks the root before hydration is done; the modal takes focus once its effects
    // run, and only then does it answer keys.
    await expect
      .poll(() => modal.evaluate((element) => element.contains(document.activeElement)), {
        timeout: 15_000,
      })
      .toBe(true);
    // The cards under the open game wait for their pictures, and get them once it closes.
    const firstCardPicture = page.getByTestId('game-card').first().locator('img');
    expect(await firstCardPicture.getAttribute('src')).toBeNull();
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => modal.count()).toBe(0);
    await expect.poll(() => firstCardPicture.getAttribute('src')).toBeTruthy();
    expect(hydrationWarnings).toEqual([]);
    expect(errors.scriptErrors).toEqual([]);
  });

  it("boots a shared link's runtime frame from the build config the page embeds", async () => {
    const { items } = await firstPage();
    const page = await chromium.newPage((browser) => newPhoneContext(browser, baseUrl));
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`/shared/${items[0]!.id}`);
    // The modal warms the runtime up: its page is asked for without a manifest request first.
    await expect.poll(() => asked.includes('/runtime/index.html'), { timeout: 30_000 }).toBe(true);
    expect(asked.slice(0, asked.indexOf('/runtime/index.html'))).not.toContain(
      '/game-manifest.json',
    );
  });
});
