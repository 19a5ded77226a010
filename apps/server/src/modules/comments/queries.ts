import type { CommentCursor } from '@promptplay/contracts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.js';
import { comments, games, players } from '../../db/schema.js';

/** What the comment rules read of a game. */
export interface CommentedGame {
  ownerId: string | null;
  isHidden: boolean;
  commentsCount: number;
}

export interface CommentRow {
  id: string;
  gameId: string;
  text: string;
  createdAt: Date;
  playerId: string;
  playerName: string;
}

function selectGame(db: DatabaseOrTransaction, gameId: string) {
  return db
    .select({
      ownerId: games.createdBy,
      hiddenAt: games.hiddenAt,
      commentsCount: games.commentsCount,
    })
    .from(games)
    .where(eq(games.id, gameId));
}

function asCommentedGame(
  row: { ownerId: string | null; hiddenAt: Date | null; commentsCount: number } | undefined,
): CommentedGame | null {
  return row
    ? { ownerId: row.ownerId, isHidden: row.hiddenAt !== null, commentsCount: row.commentsCount }
    : null;
}

export async function findCommentedGame(
  db: DatabaseOrTransaction,
  gameId: string,
): Promise<CommentedGame | null> {
  return asCommentedGame((await selectGame(db, gameId))[0]);
}

/**
 * The game, its row locked for the rest of the transaction: posts and deletions on one game
 * take turns, so `comments_count` moves exactly with the rows.
 */
export async function lockCommentedGame(
  db: DatabaseOrTransaction,
  gameId: string,
): Promise<CommentedGame | null> {
  return asCommentedGame((await selectGame(db, gameId).for('update'))[0]);
}

export async function insertComment(
  db: DatabaseOrTransaction,
  comment: { id: string; gameId: string; playerId: string; text: string; createdAt: Date },
): Promise<void> {
  await db.insert(comments).values(comment);
}

const commentColumns = {
  id: comments.id,
  gameId: comments.gameId,
  text: comments.text,
  createdAt: comments.createdAt,
  playerId: comments.playerId,
  playerName: players.playerName,
};

/** One visible comment with its author's current name, or null. */
export async function findVisibleComment(
  db: DatabaseOrTransaction,
  commentId: string,
): Promise<CommentRow | null> {
  const rows = await db
    .select(commentColumns)
    .from(comments)
    .innerJoin(players, eq(players.id, comments.playerId))
    .where(and(eq(comments.id, commentId), isNull(comments.hiddenAt)));
  return rows[0] ?? null;
}

/**
 * A page of the game's visible comments, newest first (ties by id, so the order is total):
 * those after `before` when given, else from `offset`. Reads the `comments_game_idx` order.
 */
export async function listVisibleComments(
  db: DatabaseOrTransaction,
  gameId: string,
  page: { limit: number; offset: number; before: CommentCursor | undefined },
): Promise<CommentRow[]> {
  const { before } = page;
  const afterCursor = before
    ? sql`(${comments.createdAt}, ${comments.id}) < (${before.createdAt.toISOString()}::timestamptz, ${before.id})`
    : undefined;
  return db
    .select(commentColumns)
    .from(comments)
    .innerJoin(players, eq(players.id, comments.playerId))
    .where(and(eq(comments.gameId, gameId), isNull(comments.hiddenAt), afterCursor))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(page.limit)
    .offset(before ? 0 : page.offset);
}

/** Deletes the comment unless it is already gone or hidden; true when it was visible. */
export async function deleteVisibleComment(
  db: DatabaseOrTransaction,
  commentId: string,
): Promise<boolean> {
  const rows = await db
    .delete(comments)
    .where(and(eq(comments.id, commentId), isNull(comments.hiddenAt)))
    .returning({ id: comments.id });
  return rows.length > 0;
}
