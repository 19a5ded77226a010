import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.js';
import { draftGames } from '../../db/schema.js';
import type { DraftRow } from '../drafts/queries.js';

/** The draft that first built the game (its creation payload, photo and world design). */
export async function findCreationDraft(
  db: DatabaseOrTransaction,
  gameId: string,
): Promise<DraftRow | null> {
  const rows = await db
    .select()
    .from(draftGames)
    .where(and(eq(draftGames.gameId, gameId), isNull(draftGames.refineGameId)))
    .orderBy(desc(draftGames.createdAt))
    .limit(1);
  return rows[0] ?? null;
}
