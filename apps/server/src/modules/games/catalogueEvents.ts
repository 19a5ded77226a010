/**
 * In-process notifications about the catalogue (the feed's memory listens to drop or patch
 * stale rows). Other processes catch up through that memory's short lifetime.
 */
export interface CatalogueEvents {
  gamePublished(gameId: string): void;
  onGamePublished(listener: (gameId: string) => void): () => void;
  /** An operator hid or restored the game: every cached list that may hold it is stale. */
  gameVisibilityChanged(gameId: string): void;
  onGameVisibilityChanged(listener: (gameId: string) => void): () => void;
  /** A like or unlike moved the game's count (its cards and its place in topRated). */
  likesCountChanged(gameId: string, likesCount: number): void;
  onLikesCountChanged(listener: (gameId: string, likesCount: number) => void): () => void;
}

function createChannel<Args extends unknown[] = [gameId: string]>() {
  type Listener = (...args: Args) => void;
  const listeners = new Set<Listener>();
  return {
    emit(...args: Args) {
      for (const listener of listeners) listener(...args);
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
  const likes = createChannel<[gameId: string, likesCount: number]>();
  return {
    gamePublished: (gameId) => published.emit(gameId),
    onGamePublished: (listener) => published.on(listener),
    gameVisibilityChanged: (gameId) => visibility.emit(gameId),
    onGameVisibilityChanged: (listener) => visibility.on(listener),
    likesCountChanged: (gameId, likesCount) => likes.emit(gameId, likesCount),
    onLikesCountChanged: (listener) => likes.on(listener),
  };
}
