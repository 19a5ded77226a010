import { randomUUID } from 'node:crypto';
import {
  MESSAGES,
  commentCursorOf,
  type Comment,
  type CommentDeleted,
  type CommentsPage,
  type CommentsQuery,
} from '@promptplay/contracts';
import type { Clock } from '../../clock.js';
import type { Database, DatabaseOrTransaction } from '../../db/database.js';
import { AppError } from '../../errors/appError.js';
import { findAdmin } from '../admin/adminGuard.js';
import type { VerifiedPlayer } from '../auth/accessTokens.js';
import type { ContentSafety } from '../safety/contentSafety.js';
import { addToGameCounter } from '../games/queries.js';
import {
  deleteVisibleComment,
  findCommentedGame,
  findVisibleComment,
  insertComment,
  listVisibleComments,
  lockCommentedGame,
  type CommentedGame,
  type CommentRow,
} from './queries.js';

export interface CommentService {
  /** A page of a visible game's comments, newest first; 404 for an unknown or hidden game. */
  list(viewer: VerifiedPlayer | null, gameId: string, query: CommentsQuery): Promise<CommentsPage>;
  /** Posts for a social player; the game's count grows in the same transaction. */
  post(player: VerifiedPlayer, gameId: string, text: string): Promise<Comment>;
  /** Deletes for its author, the game's owner or an operator; the count shrinks with it. */
  remove(player: VerifiedPlayer, commentId: string): Promise<CommentDeleted>;
}

export interface CommentServiceDeps {
  db: Database;
  clock: Clock;
  safety: ContentSafety;
  adminEmails: readonly string[];
}

function visibleGameOr404(game: CommentedGame | null): CommentedGame {
  if (!game || game.isHidden) throw new AppError('NOT_FOUND', MESSAGES.gameNotFound);
  return game;
}

export function createCommentService({
  db,
  clock,
  safety,
  adminEmails,
}: CommentServiceDeps): CommentService {
  async function isAdmin(tx: DatabaseOrTransaction, player: VerifiedPlayer): Promise<boolean> {
    return (
      player.authMethod === 'social' && (await findAdmin(tx, adminEmails, player.playerId)) !== null
    );
  }

  function toComment(row: CommentRow, canDelete: boolean): Comment {
    return {
      id: row.id,
      gameId: row.gameId,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
      author: { playerId: row.playerId, playerName: row.playerName },
      canDelete,
    };
  }

  return {
    async list(viewer, gameId, query) {
      const game = visibleGameOr404(await findCommentedGame(db, gameId));
      const rows = await listVisibleComments(db, gameId, {
        limit: query.pageSize + 1,
        offset: (query.pageNumber - 1) * query.pageSize,
        before: query.before,
      });
      const items = rows.slice(0, query.pageSize);
      const hasNextPage = rows.length > query.pageSize;
      const mayDeleteAny =
        viewer !== null && (viewer.playerId === game.ownerId || (await isAdmin(db, viewer)));
      const last = items.at(-1);
      return {
        items: items.map((row) =>
          toComment(row, mayDeleteAny || row.playerId === viewer?.playerId),
        ),
        hasNextPage,
        total: game.commentsCount,
        nextCursor:
          hasNextPage && last
            ? commentCursorOf({ id: last.id, createdAt: last.createdAt.toISOString() })
            : null,
      };
    },

    async post(player, gameId, text) {
      // Spec §6: guests only play; the client offers sign-in instead of the composer.
      if (player.authMethod !== 'social') {
        throw new AppError('FORBIDDEN', MESSAGES.signInToComment);
      }
      safety.assertClean({ text });
      const id = randomUUID();
      const row = await db.transaction(async (tx) => {
        visibleGameOr404(await lockCommentedGame(tx, gameId));
        await insertComment(tx, {
          id,
          gameId,
          playerId: player.playerId,
          text,
          createdAt: clock.now(),
        });
        await addToGameCounter(tx, gameId, 'commentsCount', 1);
        return findVisibleComment(tx, id);
      });
      if (!row) throw new Error('the posted comment could not be read back');
      return toComment(row, true);
    },

    async remove(player, commentId) {
      return db.transaction(async (tx) => {
        const comment = await findVisibleComment(tx, commentId);
        if (!comment) throw new AppError('NOT_FOUND', MESSAGES.commentNotFound);
        const game = await lockCommentedGame(tx, comment.gameId);
        if (!game || game.isHidden) throw new AppError('NOT_FOUND', MESSAGES.commentNotFound);
        const mayDelete =
          comment.playerId === player.playerId ||
          game.ownerId === player.playerId ||
          (await isAdmin(tx, player));
        if (!mayDelete) throw new AppError('FORBIDDEN', MESSAGES.commentDeleteForbidden);
        // Hidden or deleted meanwhile (the lock waited for that writer): nothing to count.
        if (!(await deleteVisibleComment(tx, commentId))) {
          throw new AppError('NOT_FOUND', MESSAGES.commentNotFound);
        }
        const total = await addToGameCounter(tx, comment.gameId, 'commentsCount', -1);
        return { gameId: comment.gameId, total };
      });
    },
  };
}
