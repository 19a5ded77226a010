import type { GameGenre } from '@promptplay/contracts';
import { loadGenre } from './genres/registry.js';

/**
 * Loads a game's genre chunk before its loadGame (bridge `prefetch`, sent while the player reads
 * the detail modal), so the play finds it in the module map. The frame does not fetch pictures
 * ahead itself: Chromium gave this sandboxed, opaque-origin frame no HTTP cache hit for them, so
 * the host fetches them and hands them over (bridge `picture`, kit/pictureStore.ts). A failure is
 * left for the real load to report.
 */
export function prefetchGenre(genre: GameGenre): void {
  loadGenre(genre).catch(() => undefined);
}
