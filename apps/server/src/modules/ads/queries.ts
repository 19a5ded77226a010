import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.js';
import { playerAdState } from '../../db/schema.js';
import { NO_AD_STATE, type AdState } from './adPolicy.js';

/** Counts one started play toward the player's next ad (one atomic upsert). */
export async function countPlayTowardAd(
  db: DatabaseOrTransaction,
  playerId: string,
): Promise<void> {
  await db
    .insert(playerAdState)
    .values({ playerId, playsSinceAd: 1 })
    .onConflictDoUpdate({
      target: playerAdState.playerId,
      set: { playsSinceAd: sql`${playerAdState.playsSinceAd} + 1` },
    });
}

/** The player's ad state; a player never counted has none yet. */
export async function findAdState(db: DatabaseOrTransaction, playerId: string): Promise<AdState> {
  const rows = await db
    .select({ playsSinceAd: playerAdState.playsSinceAd, lastAdAt: playerAdState.lastAdAt })
    .from(playerAdState)
    .where(eq(playerAdState.playerId, playerId));
  return rows[0] ?? NO_AD_STATE;
}

/**
 * Records an ad shown at `at` (counter back to 0), only if the state is still `seen`: of
 * two concurrent checks, or a check racing a play start, one wins and the other shows no ad.
 * True when this call recorded it.
 */
export async function claimAd(
  db: DatabaseOrTransaction,
  playerId: string,
  seen: AdState,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(playerAdState)
    .set({ playsSinceAd: 0, lastAdAt: at })
    .where(
      and(
        eq(playerAdState.playerId, playerId),
        eq(playerAdState.playsSinceAd, seen.playsSinceAd),
        seen.lastAdAt
          ? eq(playerAdState.lastAdAt, seen.lastAdAt)
          : sql`${playerAdState.lastAdAt} is null`,
      ),
    )
    .returning({ playerId: playerAdState.playerId });
  return rows.length > 0;
}
