import type { GameGenre } from '@promptplay/contracts';
import { loadGenre } from './genres/registry.js';

/**
 * Loads a game's genre chunk before its loadGame (bridge `prefetch`, sent while the player reads
 * the detail modal), so the play finds it in the module map. Pictures are not fetched ahead:
 * Chromium gave this sandboxed, opaque-origin frame no HTTP cache hit for them (the loader
 * downloaded each one again), so an early fetch would only spend the player's bandwidth twice.
 * A failure is left for the real load to report.
 */
export function prefetchGenre(genre: GameGenre): void {
  loadGenre(genre).catch(() => undefined);
}
