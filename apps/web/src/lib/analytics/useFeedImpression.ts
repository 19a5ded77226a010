import type { Game } from '@promptplay/contracts';
import { useCallback, type RefCallback } from 'react';
import type { FeedImpressions } from './feedImpressions.js';

/** A ref callback for a feed card's element: the card counts as seen once on screen. */
export function useFeedImpression(
  impressions: FeedImpressions,
  game: Pick<Game, 'id' | 'gameGenre'>,
): RefCallback<HTMLElement> {
  const { id, gameGenre } = game;
  // React 19 calls the returned cleanup when the card leaves the page.
  return useCallback(
    (card: HTMLElement) => impressions.observe(card, { id, gameGenre }),
    [impressions, id, gameGenre],
  );
}
