/**
 * In-process notifications about the catalogue (the feed cache listens to drop stale pages).
 * Other processes catch up through the cache's short lifetime.
 */
export interface CatalogueEvents {
  gamePublished(gameId: string): void;
  onGamePublished(listener: (gameId: string) => void): () => void;
}

export function createCatalogueEvents(): CatalogueEvents {
  const listeners = new Set<(gameId: string) => void>();
  return {
    gamePublished(gameId) {
      for (const listener of listeners) listener(gameId);
    },
    onGamePublished(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
