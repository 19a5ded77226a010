import type { GameCreationPayload, TargetAudience } from '@promptplay/contracts';
import { and, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.js';
import { draftGames, games } from '../../db/schema.js';
import { draftIdOfGame } from '../drafts/draftGameId.js';
import type { GameRow } from '../games/queries.js';

/** A game's visible remixes for these audiences. */
const visibleRemixesOf = (sourceId: string, audiences: readonly TargetAudience[]) =>
  and(
    eq(games.remixOfGameId, sourceId),
    isNull(games.hiddenAt),
    inArray(games.targetAudience, [...audiences]),
  );

/** One page of a game's visible remixes, newest first (ties by id, so pages never overlap). */
export async function listVisibleRemixes(
  db: DatabaseOrTransaction,
  sourceId: string,
  page: { audiences: readonly TargetAudience[]; limit: number; offset: number },
): Promise<GameRow[]> {
  return db
    .select()
    .from(games)
    .where(visibleRemixesOf(sourceId, page.audiences))
    .orderBy(desc(games.createdAt), desc(games.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countVisibleRemixes(
  db: DatabaseOrTransaction,
  sourceId: string,
  audiences: readonly TargetAudience[],
): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(games)
    .where(visibleRemixesOf(sourceId, audiences));
  return Number(rows[0]?.total ?? 0);
}

/**
 * The payload the game was created from (its own draft, found by primary key); null for a
 * starter game or one whose draft is gone.
 */
export async function findCreationPayloadOfGame(
  db: DatabaseOrTransaction,
  gameId: string,
): Promise<GameCreationPayload | null> {
  const draftId = draftIdOfGame(gameId);
  if (draftId === null) return null;
  const rows = await db
    .select({ payload: draftGames.payload })
    .from(draftGames)
    .where(eq(draftGames.id, draftId))
    .limit(1);
  return rows[0]?.payload ?? null;
}

/** Which of these games an operator hid. */
export async function findHiddenGameIds(
  db: DatabaseOrTransaction,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(and(inArray(games.id, [...ids]), isNotNull(games.hiddenAt)));
  return new Set(rows.map((row) => row.id));
}

/**
 * The source of a remix being published, its row locked until the transaction ends (so it
 * cannot be deleted between the credit and the count); null once it was deleted.
 */
export async function lockRemixSource(
  tx: DatabaseOrTransaction,
  sourceId: string,
): Promise<{ id: string; title: string; authorName: string } | null> {
  const rows = await tx
    .select({ id: games.id, title: games.title, authorName: games.authorName })
    .from(games)
    .where(eq(games.id, sourceId))
    .for('update');
  return rows[0] ?? null;
}
