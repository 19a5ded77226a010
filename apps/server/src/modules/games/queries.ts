import { eq, inArray } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.js';
import { games } from '../../db/schema.js';

export type GameRow = typeof games.$inferSelect;
export type NewGame = typeof games.$inferInsert;

/** Inserts a game; a row with the same id already there wins (publishing is idempotent). */
export async function insertGameIfAbsent(
  db: DatabaseOrTransaction,
  game: NewGame,
): Promise<boolean> {
  const inserted = await db
    .insert(games)
    .values(game)
    .onConflictDoNothing({ target: games.id })
    .returning({ id: games.id });
  return inserted.length > 0;
}

export async function findGameById(db: DatabaseOrTransaction, id: string): Promise<GameRow | null> {
  const rows = await db.select().from(games).where(eq(games.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Which of these ids already have a game row. */
export async function findExistingGameIds(
  db: DatabaseOrTransaction,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(inArray(games.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}
