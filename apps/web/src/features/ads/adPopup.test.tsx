import { CONSTANTS, MESSAGES } from '@promptplay/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeAdOptions } from '../../testing/fakeAdServer.js';
import { createFakeServer, type FakeServerOptions } from '../../testing/fakeServer.js';
import { storeSession } from '../../testing/fakeSession.js';
import { makeFeedPage, makeGame } from '../../testing/fixtures.js';
import { renderApp } from '../../testing/renderApp.js';
import { ACCEPT_ALL } from '../consent/consentStore.js';
import { writeConsentChoice } from '../consent/consentStorage.js';
import { AD_MIN_VISIBLE_MS } from './useAdLifecycle.js';

const SCRIPT_URL = 'https://ads.example.net/tag.js';
const LATEST = [makeGame('g-one', { title: 'Moon Hop' })];
const TOP_RATED = [
  makeGame('g-one', { title: 'Moon Hop' }),
  makeGame('g-top', { title: 'Cheese Run', screenshotUrl: '/media/games/g-top/shot.png' }),
];

const feed: FakeServerOptions['feed'] = (url) =>
  makeFeedPage(url.pathname.endsWith('/topRated') ? TOP_RATED : LATEST);

/** Lets timers run `ms` ahead and the fake server's answers arrive. */
const advance = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
const popup = () => screen.queryByTestId('ad-popup');
const layer = () => screen.queryByTestId('game-layer');
const adScript = () => document.querySelector<HTMLScriptElement>('script[data-ad-slot]');
const adEvents = () =>
  (window.dataLayer ?? []).filter((entry) =>
    String((entry as { event?: unknown }).event).startsWith('ad_'),
  );

async function openHome(ads: FakeAdOptions, options: FakeServerOptions = {}) {
  const view = renderApp('/', createFakeServer({ feed, ads, ...options }));
  await advance();
  return view;
}

async function tapPlay() {
  fireEvent.click(screen.getByTestId('game-card-play'));
  await advance();
}

async function backToFeed() {
  fireEvent.click(screen.getByTestId('back-to-feed'));
  await advance();
}

beforeEach(() => {
  // The ad script loads only with ads consent (features/consent).
  writeConsentChoice(localStorage, ACCEPT_ALL);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // jsdom has no scrolling; the popup's scroll lock calls it.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  adScript()?.remove();
});

describe('ad popup before a play', () => {
  it("shows a guest 'Ad' and 'Loading ad...' before the first play", async () => {
    await openHome(
      {},
      { feed: (url) => (url.pathname.endsWith('/topRated') ? 'hang' : feed(url)) },
    );
    await tapPlay();
    const dialog = screen.getByRole('dialog', { name: MESSAGES.adTitle });
    expect(within(dialog).getByText(MESSAGES.loadingAd)).toBeTruthy();
    expect(layer()).toBeNull();
  });

  it('shows guests an ad on the 1st and 3rd plays, not the 2nd', async () => {
    const { services } = await openHome({});
    await tapPlay();
    expect(popup()).toBeTruthy();
    await advance(AD_MIN_VISIBLE_MS);
    fireEvent.click(screen.getByTestId('ad-popup-close'));
    await advance();
    expect(popup()).toBeNull();
    expect(layer()).toBeTruthy();
    expect(services.gameStore.getState().gameId).toBe('g-one');

    await backToFeed();
    await tapPlay();
    expect(popup()).toBeNull();
    expect(layer()).toBeTruthy();

    await backToFeed();
    await tapPlay();
    expect(popup()).toBeTruthy();
    expect(layer()).toBeNull();
  });

  it('follows the server for signed-in players', async () => {
    storeSession('social');
    let shouldShowAd = false;
    await openHome({ checkAd: () => ({ shouldShowAd }) });
    await tapPlay();
    expect(popup()).toBeNull();
    expect(layer()).toBeTruthy();

    await backToFeed();
    shouldShowAd = true;
    await tapPlay();
    expect(popup()).toBeTruthy();
  });

  it('never blocks a play when check-ad fails', async () => {
    storeSession('social');
    await openHome({ checkAd: () => 500 });
    await tapPlay();
    expect(popup()).toBeNull();
    expect(layer()).toBeTruthy();
  });

  it('house ad: promotes another top-rated game, and its PLAY starts that game', async () => {
    const { services } = await openHome({});
    await tapPlay();
    const ad = screen.getByTestId('house-ad');
    expect(ad.dataset.gameId).toBe('g-top');
    expect(within(ad).getByText('Cheese Run')).toBeTruthy();
    expect(ad.querySelector('img')?.getAttribute('src')).toBe('/media/games/g-top/shot.png');
    expect(screen.queryByText(MESSAGES.loadingAd)).toBeNull();
    fireEvent.click(within(ad).getByRole('button', { name: /Cheese Run/ }));
    await advance();
    expect(popup()).toBeNull();
    expect(services.gameStore.getState().gameId).toBe('g-top');
  });

  it('shows the close button only once the ad rendered and its minimum time passed', async () => {
    await openHome({});
    await tapPlay();
    expect(screen.getByTestId('house-ad')).toBeTruthy();
    expect(screen.queryByTestId('ad-popup-close')).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(popup()).toBeTruthy();
    await advance(AD_MIN_VISIBLE_MS);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    // An ad with content stays until the player closes it.
    await advance(CONSTANTS.AD_POPUP_FALLBACK_MS);
    expect(popup()).toBeTruthy();
  });

  it('loads AD_SCRIPT_URL and closes itself after 5 s without ad content', async () => {
    await openHome({ config: () => ({ enabled: true, scriptUrl: SCRIPT_URL }) });
    await tapPlay();
    expect(adScript()?.src).toBe(SCRIPT_URL);
    expect(screen.getByText(MESSAGES.loadingAd)).toBeTruthy();
    await advance(CONSTANTS.AD_POPUP_FALLBACK_MS - 1);
    expect(popup()).toBeTruthy();
    expect(screen.queryByTestId('ad-popup-close')).toBeNull();
    await advance(1);
    expect(popup()).toBeNull();
    expect(adScript()).toBeNull();
    expect(layer()).toBeTruthy();
  });

  it('closes itself 1 s after the ad script fails to load', async () => {
    await openHome({ config: () => ({ enabled: true, scriptUrl: SCRIPT_URL }) });
    await tapPlay();
    await advance(500);
    act(() => {
      adScript()!.dispatchEvent(new Event('error'));
    });
    await advance(CONSTANTS.AD_POPUP_CLOSE_DELAY_MS - 1);
    expect(popup()).toBeTruthy();
    await advance(1);
    expect(popup()).toBeNull();
    expect(layer()).toBeTruthy();
  });

  it('keeps what the ad script rendered and then lets the player close it', async () => {
    await openHome({ config: () => ({ enabled: true, scriptUrl: SCRIPT_URL }) });
    await tapPlay();
    act(() => {
      const banner = document.createElement('div');
      banner.textContent = 'Buy more cheese';
      screen.getByTestId('ad-slot').appendChild(banner);
    });
    await advance(AD_MIN_VISIBLE_MS);
    expect(screen.getByText('Buy more cheese')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.loadingAd)).toBeNull();
    await advance(CONSTANTS.AD_POPUP_FALLBACK_MS);
    expect(popup()).toBeTruthy();
    fireEvent.click(screen.getByTestId('ad-popup-close'));
    await advance();
    expect(popup()).toBeNull();
    expect(layer()).toBeTruthy();
  });

  it('tells the data layer when an ad script failed and its popup closed', async () => {
    delete window.dataLayer;
    await openHome({ config: () => ({ enabled: true, scriptUrl: SCRIPT_URL }) });
    await tapPlay();
    act(() => {
      adScript()!.dispatchEvent(new Event('error'));
    });
    await advance(CONSTANTS.AD_POPUP_CLOSE_DELAY_MS);
    expect(adEvents()).toEqual([
      { event: 'ad_failed', ad_kind: 'script' },
      { event: 'ad_closed', ad_kind: 'script' },
    ]);
  });

  it('tells the data layer when the house ad showed and was closed', async () => {
    delete window.dataLayer;
    await openHome({});
    await tapPlay();
    await advance(AD_MIN_VISIBLE_MS);
    fireEvent.click(screen.getByTestId('ad-popup-close'));
    expect(adEvents()).toEqual([
      { event: 'ad_shown', ad_kind: 'house' },
      { event: 'ad_closed', ad_kind: 'house' },
    ]);
  });
});
