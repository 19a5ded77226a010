import type { Clock } from '../../clock.js';
import type { DatabaseOrTransaction } from '../../db/database.js';
import type { CatalogueEvents } from './catalogueEvents.js';
import { listHiddenGames } from './queries.js';

/** How long the list of hidden games is reused. Hiding clears it at once (in this process). */
export const HIDDEN_GAMES_TTL_MS = 2_000;

export interface HiddenGames {
  /** The hidden game's owner (null: a starter game), or undefined when the game is not hidden. */
  ownerOfHidden(gameId: string): Promise<{ ownerId: string | null } | undefined>;
  /** The ids of every hidden game (feeds leave them out). */
  hiddenGameIds(): Promise<string[]>;
}

/**
 * Answers "is this game hidden, and whose is it" without a query per world file or feed page: the whole
 * (short) list of hidden games is read at most every 2 s and dropped when an operator hides
 * or restores a game. Other processes catch up within that lifetime.
 */
export function createHiddenGames(
  db: DatabaseOrTransaction,
  clock: Clock,
  events: CatalogueEvents,
): HiddenGames {
  let snapshot: { expiresAt: number; owners: Promise<Map<string, string | null>> } | null = null;
  events.onGameVisibilityChanged(() => {
    snapshot = null;
  });

  function hiddenOwners(): Promise<Map<string, string | null>> {
    const now = clock.now().getTime();
    if (snapshot && snapshot.expiresAt > now) return snapshot.owners;
    const owners = listHiddenGames(db).then(
      (rows) => new Map(rows.map((row) => [row.id, row.createdBy])),
    );
    const current = { expiresAt: now + HIDDEN_GAMES_TTL_MS, owners };
    snapshot = current;
    owners.catch(() => {
      if (snapshot === current) snapshot = null;
    });
    return owners;
  }

  return {
    async ownerOfHidden(gameId) {
      const owners = await hiddenOwners();
      return owners.has(gameId) ? { ownerId: owners.get(gameId) ?? null } : undefined;
    },

    async hiddenGameIds() {
      return [...(await hiddenOwners()).keys()];
    },
  };
}
