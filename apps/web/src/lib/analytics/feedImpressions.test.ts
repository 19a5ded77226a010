import { describe, expect, it } from 'vitest';
import { createDataLayerAnalytics } from './dataLayer.js';
import { createFeedImpressions, type ObserverFactory } from './feedImpressions.js';

/** Stands in for IntersectionObserver (jsdom has none; Chromium runs the real one in e2e). */
function fakeObserver() {
  let callback: IntersectionObserverCallback = () => undefined;
  const watched = new Set<Element>();
  const factory: ObserverFactory = (onChange) => {
    callback = onChange;
    return { observe: (el) => void watched.add(el), unobserve: (el) => void watched.delete(el) };
  };
  const show = (card: Element, isIntersecting = true) =>
    callback(
      [{ target: card, isIntersecting } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
  return { factory, show, watched };
}

function setup(search = '') {
  const grid = document.createElement('div');
  const cards = ['g-one', 'g-two', 'g-three'].map((id) => {
    const card = document.createElement('article');
    card.dataset.gameId = id;
    grid.appendChild(card);
    return card;
  });
  const target = { location: { search } } as Window;
  const observer = fakeObserver();
  const impressions = createFeedImpressions(
    createDataLayerAnalytics(target),
    target,
    observer.factory,
  );
  const stops = cards.map((card) =>
    impressions.observe(card, { id: card.dataset.gameId!, gameGenre: 'MERGE' }),
  );
  return { cards, target, observer, impressions, stops };
}

describe('feed impressions', () => {
  it('counts a card once when it comes on screen, with its place and the sort', () => {
    const { cards, target, observer } = setup('?sort=topRated');
    observer.show(cards[1]!, false);
    expect(target.dataLayer).toBeUndefined();
    observer.show(cards[1]!);
    observer.show(cards[1]!);
    expect(target.dataLayer).toEqual([
      {
        event: 'feed_impression',
        game_id: 'g-two',
        genre: 'MERGE',
        position: 1,
        sort: 'topRated',
      },
    ]);
  });

  it('counts every card again on a new page view', () => {
    const { cards, target, observer, impressions } = setup();
    observer.show(cards[0]!);
    impressions.startPageView();
    observer.show(cards[0]!);
    expect(target.dataLayer).toHaveLength(2);
    expect(target.dataLayer?.[1]).toMatchObject({ game_id: 'g-one', sort: 'latest' });
  });

  it('stops watching a card that left the page', () => {
    const { cards, observer, stops } = setup();
    stops[2]!();
    expect(observer.watched.has(cards[2]!)).toBe(false);
    expect(observer.watched.size).toBe(2);
  });
});
