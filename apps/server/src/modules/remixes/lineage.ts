import type { DatabaseOrTransaction } from '../../db/database.js';
import { insertGameIfAbsent, type NewGame } from '../games/queries.js';
import { addToGameCounter } from '../games/queries.js';
import { lockRemixSource } from './queries.js';

/**
 * Inserts a published game's row. A remix gets its source's credit (title and author as they
 * are now) and the source one more remix, in the insert's transaction; a source deleted since
 * the draft was made leaves an uncredited game. False when the game already existed.
 */
export async function insertGameWithLineage(
  db: DatabaseOrTransaction,
  remixOf: string | null,
  game: NewGame,
): Promise<boolean> {
  if (remixOf === null) return insertGameIfAbsent(db, game);
  return db.transaction(async (tx) => {
    const source = await lockRemixSource(tx, remixOf);
    if (!source) return insertGameIfAbsent(tx, game);
    const isNew = await insertGameIfAbsent(tx, {
      ...game,
      remixOfGameId: source.id,
      remixOfTitle: source.title,
      remixOfAuthor: source.authorName,
    });
    if (isNew) await addToGameCounter(tx, source.id, 'remixCount', 1);
    return isNew;
  });
}
