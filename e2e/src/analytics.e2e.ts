import {
  analyticsEventSchema,
  CONSENT_MODE_DEFAULT,
  consentModeStateFor,
  CONSTANTS,
  MESSAGES,
} from '@promptplay/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectErrors, launchBrowser, newPhoneContext, saveScreenshot } from './browser.js';
import { JOURNEY_CONSENT } from './consentPreset.js';
import {
  currentDataLayer,
  recordDataLayerPushes,
  recordedDataLayer,
  type RecordedEntry,
} from './dataLayerRecorder.js';
import { waitForHydration } from './hydration.js';
import { signInThroughLocalProvider } from './localSignIn.js';

const baseUrl = inject('baseUrl');
const PERSON = { email: `analytics-${Date.now()}@example.test`, name: 'Data Layer' };
const PROMPT = 'a pickle knight fighting rats in a sewer';

/** The events a product action pushes once each; impressions, views and scrolls are many. */
const ACTION_EVENTS = new Set([
  'guest_registered',
  'sign_up',
  'sign_in',
  'game_session_start',
  'game_session_end',
  'game_like',
  'game_unlike',
  'game_share',
  'create_prompt_submitted',
  'create_prompt_analysed',
  'create_prompt_edited',
  'create_build_started',
  'create_build_completed',
  'create_build_failed',
]);

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newPhoneContext(browser, baseUrl, { consent: 'ask' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await recordDataLayerPushes(context);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const isEvent = (entry: RecordedEntry): entry is Record<string, unknown> & { event: string } =>
  !Array.isArray(entry) && typeof entry.event === 'string';

/** The named events pushed so far, across page loads. */
async function events(page: Page) {
  return (await recordedDataLayer(page)).filter(isEvent);
}

/** Waits until `name` has been pushed `times` times. */
async function waitForEvent(page: Page, name: string, times = 1) {
  await expect
    .poll(async () => (await events(page)).filter((entry) => entry.event === name).length, {
      timeout: 60_000,
    })
    .toBeGreaterThanOrEqual(times);
}

describe('analytics data layer with consent', () => {
  it('asks for consent first, then records feed → play → like → share → create in order', async () => {
    const page = await context.newPage();
    const errors = collectErrors(page);

    // First visit: Consent Mode defaults lead the data layer; the banner asks above the nav.
    await page.goto('/');
    const banner = page.getByRole('region', { name: MESSAGES.consentTitle });
    await expect.poll(() => banner.isVisible(), { timeout: 15_000 }).toBe(true);
    // The server paints the banner; the app, once it has started, sets the defaults first.
    await waitForHydration(page);
    expect((await currentDataLayer(page))[0]).toEqual(['consent', 'default', CONSENT_MODE_DEFAULT]);
    // Above the navigation, once it has slid up; the feed above it stays in reach.
    const clearsTheNav = async () => {
      const [box, nav] = await Promise.all([
        banner.boundingBox(),
        page.getByTestId('bottom-nav').boundingBox(),
      ]);
      return !!box && !!nav && box.y + box.height <= nav.y && box.width <= 390 && box.y > 300;
    };
    await expect.poll(clearsTheNav).toBe(true);
    await saveScreenshot(page, 'analytics-01-consent-banner');
    await banner.getByRole('button', { name: MESSAGES.consentAcceptAll }).tap();
    await expect.poll(() => banner.isVisible()).toBe(false);
    expect((await currentDataLayer(page)).at(-1)).toEqual([
      'consent',
      'update',
      consentModeStateFor(JOURNEY_CONSENT),
    ]);
    // No GTM_ID on this server: no container, whatever the consent.
    expect(await page.locator('script[src*="googletagmanager.com"]').count()).toBe(0);

    // Liking needs a signed-in player.
    await signInThroughLocalProvider(page, PERSON);
    await expect
      .poll(() => page.getByRole('banner').innerText(), { timeout: 15_000 })
      .toContain(PERSON.name);
    // The choice is remembered across the sign-in's page loads.
    expect(await banner.count()).toBe(0);

    // Feed: the page views, then the cards on screen, each once.
    const cards = page.getByTestId('game-card');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    // This page load's own data layer, read as the tag manager would.
    const thisPage = async () => (await currentDataLayer(page)).filter(isEvent);
    await expect
      .poll(async () => (await thisPage()).filter((e) => e.event === 'feed_impression').length, {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(2);
    const homeView = await thisPage();
    // The callback page hands over to home in the same page load: a view each.
    const views = homeView.filter((e) => e.event === 'page_view');
    expect(views).toEqual([
      { event: 'page_view', page_route: 'auth_callback', page_path: '/auth/callback' },
      { event: 'page_view', page_route: 'home', page_path: '/' },
    ]);
    const impressions = homeView.filter((e) => e.event === 'feed_impression');
    expect(new Set(impressions.map((e) => e.game_id)).size).toBe(impressions.length);
    expect(impressions[0]).toMatchObject({ position: 0, sort: 'latest' });
    expect(impressions.length).toBeLessThanOrEqual(CONSTANTS.FEED_INITIAL_PAGE_SIZE);

    // Play from the card, and come back.
    const playedId = await cards.first().getAttribute('data-game-id');
    const playedCard = page.locator(`[data-testid="game-card"][data-game-id="${playedId}"]`);
    await playedCard.getByTestId('game-card-play').tap();
    await expect.poll(() => page.getByTestId('game-layer').isVisible()).toBe(true);
    await waitForEvent(page, 'game_session_start');
    await page.getByTestId('back-to-feed').tap();
    await waitForEvent(page, 'game_session_end');

    // Like and share from the detail modal.
    await playedCard.getByTestId('game-card-title').tap();
    const modal = page.getByTestId('game-modal');
    await expect.poll(() => modal.isVisible()).toBe(true);
    await modal.getByTestId('like-button').tap();
    await waitForEvent(page, 'game_like');
    await modal.getByTestId('share-game').tap();
    await waitForEvent(page, 'game_share');
    await page.keyboard.press('Escape');
    await expect.poll(() => modal.isVisible()).toBe(false);

    // Create: prompt, analysis, build; after a play the page reloads to build (recorded on).
    await page.getByTestId('nav-create').tap();
    await page.getByTestId('create-prompt-input').fill(PROMPT);
    await page.locator('[data-testid="genre-option"][data-genre="Platformer"]').tap();
    await page.getByTestId('generate-button').tap();
    const startBuild = page.getByTestId('start-build');
    await expect.poll(() => startBuild.isVisible(), { timeout: 40_000 }).toBe(true);
    await startBuild.tap();
    await waitForEvent(page, 'create_build_completed');
    await waitForEvent(page, 'game_session_start', 2);
    await saveScreenshot(page, 'analytics-02-created-game');

    const recorded = await events(page);
    // Every event pushed is one of the catalogue's, exactly as it defines it.
    const outsideCatalogue = recorded.filter(
      (entry) => !analyticsEventSchema.safeParse(entry).success,
    );
    expect(outsideCatalogue).toEqual([]);
    const actions = recorded.filter((entry) => ACTION_EVENTS.has(entry.event));
    expect(actions.map((entry) => entry.event)).toEqual([
      'guest_registered',
      'sign_up',
      'game_session_start',
      'game_session_end',
      'game_like',
      'game_share',
      'create_prompt_submitted',
      'create_prompt_analysed',
      'create_build_started',
      'create_build_completed',
      'game_session_start',
    ]);
    const [, signUp, playStart, playEnd, like, share, submitted, analysed, , built, createdPlay] =
      actions;
    expect(signUp).toEqual({ event: 'sign_up', method: 'google' });
    expect(playStart).toMatchObject({ source: 'feed_play', game_id: playedId });
    expect(typeof playStart!.session_id).toBe('string');
    expect(playEnd).toMatchObject({
      source: 'feed_play',
      game_id: playedId,
      session_id: playStart!.session_id,
      result: 'unfinished',
      rounds: 0,
    });
    expect(like).toEqual({ event: 'game_like', game_id: playedId });
    expect(share).toMatchObject({ game_id: playedId });
    expect(['web_share', 'clipboard']).toContain(share!.method);
    expect(['shared', 'copied']).toContain(share!.outcome);
    expect(submitted).toEqual({
      event: 'create_prompt_submitted',
      genre: 'PLATFORMER',
      prompt_length: PROMPT.length,
      has_reference_image: false,
    });
    expect(analysed).toMatchObject({ genre: 'PLATFORMER', success: true });
    expect(built).toMatchObject({ genre: 'PLATFORMER' });
    expect(typeof built!.game_id).toBe('string');
    expect(createdPlay).toMatchObject({ source: 'create_character', game_id: built!.game_id });

    // Every page of the journey began with the Consent Mode defaults, then the choice.
    const commands = (await recordedDataLayer(page)).filter(Array.isArray);
    expect(commands[0]).toEqual(['consent', 'default', CONSENT_MODE_DEFAULT]);
    expect(commands.filter(([, kind]) => kind === 'update').length).toBeGreaterThan(1);

    expect(errors.scriptErrors).toEqual([]);
    expect(errors.failedResponses).toEqual([]);
  }, 240_000);
});
