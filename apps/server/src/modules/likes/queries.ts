import { InteractionType } from '@promptplay/contracts';
import { and, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.js';
import { games, interactions } from '../../db/schema.js';

const LIKE = InteractionType.Like;

/** The game's like count, locked for the rest of the transaction; null when there is no game. */
export async function lockLikesCount(
  db: DatabaseOrTransaction,
  gameId: string,
): Promise<number | null> {
  const rows = await db
    .select({ likesCount: games.likesCount })
    .from(games)
    .where(eq(games.id, gameId))
    .for('update');
  return rows[0]?.likesCount ?? null;
}

/** Inserts the like; true when it is new (a repeated like changes nothing). */
export async function insertLike(
  db: DatabaseOrTransaction,
  playerId: string,
  gameId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(interactions)
    .values({ playerId, gameId, type: LIKE, createdAt: at })
    .onConflictDoNothing()
    .returning({ gameId: interactions.gameId });
  return rows.length > 0;
}

/** Deletes the like; true when there was one. */
export async function deleteLike(
  db: DatabaseOrTransaction,
  playerId: string,
  gameId: string,
): Promise<boolean> {
  const rows = await db
    .delete(interactions)
    .where(
      and(
        eq(interactions.playerId, playerId),
        eq(interactions.gameId, gameId),
        eq(interactions.type, LIKE),
      ),
    )
    .returning({ gameId: interactions.gameId });
  return rows.length > 0;
}

export async function findLikesCount(
  db: DatabaseOrTransaction,
  gameId: string,
): Promise<number | null> {
  const rows = await db
    .select({ likesCount: games.likesCount })
    .from(games)
    .where(eq(games.id, gameId));
  return rows[0]?.likesCount ?? null;
}

export async function hasLiked(
  db: DatabaseOrTransaction,
  playerId: string,
  gameId: string,
): Promise<boolean> {
  const rows = await db
    .select({ gameId: interactions.gameId })
    .from(interactions)
    .where(
      and(
        eq(interactions.playerId, playerId),
        eq(interactions.gameId, gameId),
        eq(interactions.type, LIKE),
      ),
    );
  return rows.length > 0;
}
