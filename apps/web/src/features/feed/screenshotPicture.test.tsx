import type { Game, ScreenshotTier } from '@promptplay/contracts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeFeedPage, makeGame } from '../../testing/fixtures.js';
import { createFakeServer } from '../../testing/fakeServer.js';
import { renderApp } from '../../testing/renderApp.js';
import { GamePreview } from '../detail/GamePreview.js';
import { LoadingCard } from '../game/LoadingCard.js';
import { MyGameCard } from '../profile/MyGameCard.js';
import { CARD_IMAGE_SIZES, DETAIL_IMAGE_SIZES, tierWidthCap } from './screenshotSources.js';

function tiersOf(id: string): ScreenshotTier[] {
  return [360, 480, 720, 1080].map((width) => ({
    width,
    height: Math.round((width * 2) / 3),
    avifUrl: `/media/games/${id}/screenshot-${width}.avif`,
    webpUrl: `/media/games/${id}/screenshot-${width}.webp`,
  }));
}

const tiered = (id: string, overrides: Partial<Game> = {}) =>
  makeGame(id, { screenshotTiers: tiersOf(id), ...overrides });

/** A Network Information API connection the test can change. */
function emulateConnection(hints: { effectiveType?: string; saveData?: boolean }) {
  const connection = Object.assign(new EventTarget(), hints);
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  return {
    change(next: { effectiveType?: string; saveData?: boolean }) {
      Object.assign(connection, next);
      act(() => {
        connection.dispatchEvent(new Event('change'));
      });
    },
  };
}

function sourcesOf(element: Element) {
  return [...element.querySelectorAll('picture source')].map((source) => ({
    type: source.getAttribute('type'),
    srcset: source.getAttribute('srcset'),
    sizes: source.getAttribute('sizes'),
  }));
}

const widthsOf = (element: Element, type: string) =>
  sourcesOf(element)
    .find((source) => source.type === type)
    ?.srcset?.split(', ')
    .map((candidate) => candidate.split(' ')[1]);

afterEach(() => {
  Reflect.deleteProperty(navigator, 'connection');
});

describe('screenshot tiers by connection', () => {
  it.each([
    [{ saveData: true, effectiveType: '4g' }, 360],
    [{ effectiveType: 'slow-2g' }, 360],
    [{ effectiveType: '2g' }, 360],
    [{ effectiveType: '3g' }, 480],
    [{ effectiveType: '4g' }, null],
    [{}, null],
    [undefined, null],
  ])('caps %o at %s', (connection, cap) => {
    expect(tierWidthCap(connection)).toBe(cap);
  });
});

describe('feed card screenshots', () => {
  it('offer AVIF and WebP tiers by width with the card sizes, the original as the image', async () => {
    renderApp(
      '/',
      createFakeServer({ feed: () => makeFeedPage([tiered('g-one'), tiered('g-two')]) }),
    );
    const [first, second] = await screen.findAllByTestId('game-card');
    expect(sourcesOf(first!)).toEqual([
      {
        type: 'image/avif',
        srcset:
          '/media/games/g-one/screenshot-360.avif 360w, /media/games/g-one/screenshot-480.avif 480w, ' +
          '/media/games/g-one/screenshot-720.avif 720w, /media/games/g-one/screenshot-1080.avif 1080w',
        sizes: CARD_IMAGE_SIZES,
      },
      {
        type: 'image/webp',
        srcset:
          '/media/games/g-one/screenshot-360.webp 360w, /media/games/g-one/screenshot-480.webp 480w, ' +
          '/media/games/g-one/screenshot-720.webp 720w, /media/games/g-one/screenshot-1080.webp 1080w',
        sizes: CARD_IMAGE_SIZES,
      },
    ]);
    const firstImage = first!.querySelector('picture > img');
    expect(firstImage?.getAttribute('src')).toBe('/media/games/g-one/screenshot.png');
    // The largest first paint: not lazy, fetched with high priority.
    expect(firstImage?.getAttribute('loading')).toBeNull();
    expect(firstImage?.getAttribute('fetchpriority')).toBe('high');
    const secondImage = second!.querySelector('picture > img');
    expect(secondImage?.getAttribute('loading')).toBe('lazy');
    expect(secondImage?.getAttribute('fetchpriority')).toBeNull();
  });

  it("on a shared link, fetch the modal's picture first, not the card under it", async () => {
    renderApp(
      '/shared/g-two',
      createFakeServer({ feed: () => makeFeedPage([tiered('g-one'), tiered('g-two')]) }),
    );
    const still = await screen.findByTestId('game-preview-still');
    expect(still.getAttribute('fetchpriority')).toBe('high');
    expect(still.getAttribute('loading')).toBeNull();
    const [first] = await screen.findAllByTestId('game-card');
    expect(first!.querySelector('img')?.getAttribute('fetchpriority')).toBeNull();
  });

  it('show the original alone while a game has no tiers', async () => {
    renderApp('/', createFakeServer({ feed: () => makeFeedPage([makeGame('g-plain')]) }));
    const [card] = await screen.findAllByTestId('game-card');
    expect(card!.querySelector('picture')).toBeNull();
    expect(card!.querySelector('img')?.getAttribute('src')).toBe(
      '/media/games/g-plain/screenshot.png',
    );
  });

  it('fetch no tier wider than a slow connection allows, following its changes', async () => {
    const connection = emulateConnection({ effectiveType: '2g' });
    renderApp('/', createFakeServer({ feed: () => makeFeedPage([tiered('g-one')]) }));
    const [card] = await screen.findAllByTestId('game-card');
    expect(widthsOf(card!, 'image/avif')).toEqual(['360w']);
    expect(widthsOf(card!, 'image/webp')).toEqual(['360w']);

    connection.change({ effectiveType: '3g' });
    expect(widthsOf(card!, 'image/avif')).toEqual(['360w', '480w']);
    connection.change({ effectiveType: '4g' });
    expect(widthsOf(card!, 'image/avif')).toEqual(['360w', '480w', '720w', '1080w']);
    connection.change({ saveData: true });
    expect(widthsOf(card!, 'image/webp')).toEqual(['360w']);
  });
});

describe('detail and profile screenshots', () => {
  it('the detail modal shows the tiers at once under the animated preview', () => {
    const game = tiered('g-one');
    const { container } = render(
      <GamePreview
        screenshotUrl={game.screenshotUrl}
        screenshotTiers={game.screenshotTiers}
        previewUrl="/media/games/g-one/preview.webp"
      />,
    );
    expect(sourcesOf(container).map((source) => [source.type, source.sizes])).toEqual([
      ['image/avif', DETAIL_IMAGE_SIZES],
      ['image/webp', DETAIL_IMAGE_SIZES],
    ]);
    const still = screen.getByTestId('game-preview-still');
    expect(still.getAttribute('src')).toBe(game.screenshotUrl);
    expect(still.getAttribute('loading')).toBeNull();
    expect(screen.getByTestId('game-preview').getAttribute('src')).toBe(
      '/media/games/g-one/preview.webp',
    );
  });

  it("the game layer's loading card shows the modal's tier, not the full-size original", () => {
    const game = tiered('g-play');
    const { container } = render(<LoadingCard game={game} statusText="Loading" percent={10} />);
    const pictures = container.querySelectorAll('picture');
    expect(pictures).toHaveLength(2);
    for (const picture of pictures) {
      expect(sourcesOf(picture).map((source) => [source.type, source.sizes])).toEqual([
        ['image/avif', DETAIL_IMAGE_SIZES],
        ['image/webp', DETAIL_IMAGE_SIZES],
      ]);
    }
  });

  it('a profile card offers the tiers, lazily', () => {
    emulateConnection({ effectiveType: '3g' });
    const { container } = render(<MyGameCard game={tiered('g-mine')} onOpen={() => {}} />);
    expect(widthsOf(container, 'image/webp')).toEqual(['360w', '480w']);
    expect(container.querySelector('picture > img')?.getAttribute('loading')).toBe('lazy');
  });
});
