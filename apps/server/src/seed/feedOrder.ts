import type { GameGenre } from '@promptplay/contracts';

/**
 * Positions of starter games in the feed (0 = oldest), dealt newest first round-robin across
 * genres (in the order each genre first appears), so the first page shows one game of each
 * genre before any genre repeats. Within a genre, later entries are newer, as in the list.
 * `positions[i]` belongs to `entries[i]`.
 */
export function interleavedPositions(entries: readonly { genre: GameGenre }[]): number[] {
  const queues = new Map<GameGenre, number[]>();
  entries.forEach((entry, index) => {
    const queue = queues.get(entry.genre) ?? [];
    queue.unshift(index);
    queues.set(entry.genre, queue);
  });
  const newestFirst: number[] = [];
  for (let round = 0; newestFirst.length < entries.length; round++) {
    for (const queue of queues.values()) {
      const index = queue[round];
      if (index !== undefined) newestFirst.push(index);
    }
  }
  const positions = new Array<number>(entries.length);
  newestFirst.forEach((index, rank) => {
    positions[index] = entries.length - 1 - rank;
  });
  return positions;
}
