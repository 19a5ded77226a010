import { desc, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.js';
import { games, players } from '../../db/schema.js';

export type PlayerRow = typeof players.$inferSelect;
export type GameRow = typeof games.$inferSelect;

export async function findPlayer(
  db: DatabaseOrTransaction,
  playerId: string,
): Promise<PlayerRow | null> {
  const rows = await db.select().from(players).where(eq(players.id, playerId));
  return rows[0] ?? null;
}

/** The player's own games, newest first. */
export async function listGamesOf(
  db: DatabaseOrTransaction,
  playerId: string,
  limit: number,
): Promise<GameRow[]> {
  return db
    .select()
    .from(games)
    .where(eq(games.createdBy, playerId))
    .orderBy(desc(games.createdAt), desc(games.id))
    .limit(limit);
}

/** Renames the player and the author name shown on their games. */
export async function renamePlayer(
  db: DatabaseOrTransaction,
  playerId: string,
  playerName: string,
): Promise<void> {
  await db.update(players).set({ playerName }).where(eq(players.id, playerId));
  await db.update(games).set({ authorName: playerName }).where(eq(games.createdBy, playerId));
}
