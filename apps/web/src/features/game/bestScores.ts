/** Best score per game, kept in localStorage (the sandboxed runtime has no storage). */
export interface BestScores {
  get: (gameId: string) => number;
  record: (gameId: string, score: number) => number;
}

const keyFor = (gameId: string) => `promptplay.bestScore.${gameId}`;

export function createBestScores(storage: Storage = localStorage): BestScores {
  const get = (gameId: string) => {
    try {
      const value = Number.parseInt(storage.getItem(keyFor(gameId)) ?? '', 10);
      return Number.isFinite(value) && value > 0 ? value : 0;
    } catch {
      return 0;
    }
  };
  return {
    get,
    record(gameId, score) {
      const best = Math.max(get(gameId), Math.floor(score));
      try {
        storage.setItem(keyFor(gameId), String(best));
      } catch {
        // Storage full or blocked: the best score just is not remembered.
      }
      return best;
    },
  };
}
