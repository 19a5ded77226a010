/**
 * In-process notifications about the catalogue (the feed cache listens to drop stale pages).
 * Other processes catch up through the cache's short lifetime.
 */
export interface CatalogueEvents {
  gamePublished(gameId: string): void;
  onGamePublished(listener: (gameId: string) => void): () => void;
  /** An operator hid or restored the game: every cached list that may hold it is stale. */
  gameVisibilityChanged(gameId: string): void;
  onGameVisibilityChanged(listener: (gameId: string) => void): () => void;
}

type Listener = (gameId: string) => void;

function createChannel() {
  const listeners = new Set<Listener>();
  return {
    emit(gameId: string) {
      for (const listener of listeners) listener(gameId);
    },
    on(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function createCatalogueEvents(): CatalogueEvents {
  const published = createChannel();
  const visibility = createChannel();
  return {
    gamePublished: (gameId) => published.emit(gameId),
    onGamePublished: (listener) => published.on(listener),
    gameVisibilityChanged: (gameId) => visibility.emit(gameId),
    onGameVisibilityChanged: (listener) => visibility.on(listener),
  };
}
