import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.js';
import { games } from '../../db/schema.js';

/** What a link preview shows of a game. */
export interface SharedGameRow {
  id: string;
  title: string;
  description: string;
  version: string;
  screenshotKey: string;
  hiddenAt: Date | null;
}

export async function findSharedGame(
  db: DatabaseOrTransaction,
  gameId: string,
): Promise<SharedGameRow | null> {
  const rows = await db
    .select({
      id: games.id,
      title: games.title,
      description: games.description,
      version: games.version,
      screenshotKey: games.screenshotKey,
      hiddenAt: games.hiddenAt,
    })
    .from(games)
    .where(eq(games.id, gameId))
    .limit(1);
  return rows[0] ?? null;
}
