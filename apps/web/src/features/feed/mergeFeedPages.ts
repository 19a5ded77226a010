import type { FeedPage, Game } from '@promptplay/contracts';

/**
 * All games of the loaded pages in order, each id once (spec §7: pages merged, duplicates
 * by id removed). A game that moved between pages keeps its first place.
 *
 * @example mergeFeedPages([{ items: [a, b] }, { items: [b, c] }]) // [a, b, c]
 */
export function mergeFeedPages(pages: readonly Pick<FeedPage, 'items'>[]): Game[] {
  const seen = new Set<string>();
  const games: Game[] = [];
  for (const page of pages) {
    for (const game of page.items) {
      if (seen.has(game.id)) continue;
      seen.add(game.id);
      games.push(game);
    }
  }
  return games;
}
