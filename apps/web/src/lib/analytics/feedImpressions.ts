import { parseFeedSearchParams, type AnalyticsEvent, type Game } from '@promptplay/contracts';
import type { Analytics } from './dataLayer.js';

/** How much of a card must be on screen to count as seen. */
const IMPRESSION_VISIBLE_RATIO = 0.5;

type ImpressionEvent = Extract<AnalyticsEvent, { event: 'feed_impression' }>;

/** The IntersectionObserver constructor, or a stand-in with its shape. */
export type ObserverFactory = (
  callback: IntersectionObserverCallback,
  options: IntersectionObserverInit,
) => Pick<IntersectionObserver, 'observe' | 'unobserve'>;

export interface FeedImpressions {
  /** Watches a feed card; returns the function that stops watching it. */
  observe: (card: HTMLElement, game: Pick<Game, 'id' | 'gameGenre'>) => () => void;
  /** A new page view: every card may be counted once again. */
  startPageView: () => void;
}

/** The card's place in the feed grid as shown (0-based). */
function positionOf(card: HTMLElement): number {
  const siblings = card.parentElement ? Array.from(card.parentElement.children) : [card];
  return Math.max(0, siblings.indexOf(card));
}

/**
 * Feed impressions: a `feed_impression` for each card at least half on screen, once per card
 * per page view, with its position and the feed's sort (read from the page's URL). Without
 * IntersectionObserver (old browsers, jsdom) nothing is counted.
 */
export function createFeedImpressions(
  analytics: Analytics,
  target: Window = window,
  createObserver: ObserverFactory | null = typeof IntersectionObserver === 'undefined'
    ? null
    : (callback, options) => new IntersectionObserver(callback, options),
): FeedImpressions {
  const seen = new Set<string>();
  const games = new Map<Element, Pick<Game, 'id' | 'gameGenre'>>();
  const observer = createObserver?.(
    (entries) => {
      for (const entry of entries) {
        const game = games.get(entry.target);
        if (!entry.isIntersecting || !game || seen.has(game.id)) continue;
        seen.add(game.id);
        const event: ImpressionEvent = {
          event: 'feed_impression',
          game_id: game.id,
          genre: game.gameGenre,
          position: positionOf(entry.target as HTMLElement),
          sort: parseFeedSearchParams(new URLSearchParams(target.location.search)).sort,
        };
        analytics.track(event);
      }
    },
    { threshold: IMPRESSION_VISIBLE_RATIO },
  );
  return {
    observe(card, game) {
      if (!observer) return () => undefined;
      games.set(card, game);
      observer.observe(card);
      return () => {
        games.delete(card);
        observer.unobserve(card);
      };
    },
    startPageView: () => seen.clear(),
  };
}
