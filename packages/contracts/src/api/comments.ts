import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { entityIdSchema, isoDateTimeSchema } from './common.js';
import { gameIdSchema } from './game.js';

/** Longest comment, in characters (code points, so an emoji is one), after trimming. */
export const COMMENT_MAX_LENGTH = 500;
export const COMMENTS_DEFAULT_PAGE_SIZE = 20;
export const COMMENTS_MAX_PAGE_SIZE = 50;

// Line breaks and tabs are text; any other control character (a NUL cannot even be stored) is not.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A comment's text: trimmed, 1 to 500 characters, no control characters but line breaks. */
export const commentTextSchema = z
  .string()
  .trim()
  .min(1, MESSAGES.commentEmpty)
  .refine(
    (text) => [...text].length <= COMMENT_MAX_LENGTH,
    MESSAGES.commentTooLong(COMMENT_MAX_LENGTH),
  )
  .refine((text) => !CONTROL_CHARACTER.test(text), MESSAGES.commentNotText);

/** Body of POST /api/games/{gameId}/comments. */
export const postCommentRequestSchema = z.object({ text: commentTextSchema });
export type PostCommentRequest = z.infer<typeof postCommentRequestSchema>;

export const commentAuthorSchema = z.object({
  playerId: entityIdSchema,
  playerName: z.string(),
});

/** One comment under a game, as the caller sees it. */
export const commentSchema = z.object({
  id: entityIdSchema,
  gameId: gameIdSchema,
  text: z.string(),
  createdAt: isoDateTimeSchema,
  author: commentAuthorSchema,
  /** The caller may delete it: its author, the game's owner or an operator. */
  canDelete: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

/** `<createdAt ISO>_<comment id>`: where a page of comments ended (see `commentsQuerySchema`). */
const COMMENT_CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_(.+)$/s;

export interface CommentCursor {
  createdAt: Date;
  id: string;
}

/** The cursor naming the place of `comment` in the newest-first list. */
export function commentCursorOf(comment: Pick<Comment, 'createdAt' | 'id'>): string {
  return `${new Date(comment.createdAt).toISOString()}_${comment.id}`;
}

export const commentCursorSchema = z.string().transform((value, context): CommentCursor => {
  const match = COMMENT_CURSOR.exec(value);
  const createdAt = match ? new Date(match[1] ?? '') : null;
  // The id as ids are checked (no control character: a NUL would reach the database).
  const id = entityIdSchema.safeParse(match?.[2]);
  if (!createdAt || Number.isNaN(createdAt.getTime()) || !id.success) {
    context.addIssue({ code: 'custom', message: 'Must be the nextCursor of a comments page' });
    return z.NEVER;
  }
  return { createdAt, id: id.data };
});

/**
 * Query of GET /api/games/{gameId}/comments, newest first. Without `before`, `pageNumber`
 * pages by offset. Comments posted (or deleted) meanwhile shift offsets, so a client that
 * loads more passes the previous page's `nextCursor` as `before`: the page then holds the
 * `pageSize` comments right after that one, whatever was posted since, and `pageNumber` is
 * only the caller's count (the offset is not applied again).
 */
export const commentsQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(COMMENTS_MAX_PAGE_SIZE)
    .default(COMMENTS_DEFAULT_PAGE_SIZE),
  before: commentCursorSchema.optional(),
});
export type CommentsQuery = z.infer<typeof commentsQuerySchema>;

export const commentsPageSchema = z.object({
  items: z.array(commentSchema),
  hasNextPage: z.boolean(),
  /** Visible comments of the game (the feed item's `commentsCount`). */
  total: z.number().int().min(0),
  /** Pass as `before` to load the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type CommentsPage = z.infer<typeof commentsPageSchema>;

export const commentIdParamsSchema = z.object({ commentId: entityIdSchema });
export type CommentIdParams = z.infer<typeof commentIdParamsSchema>;

/** Answer of DELETE /api/comments/{commentId}. */
export const commentDeletedSchema = z.object({
  gameId: gameIdSchema,
  /** The game's visible comments after the deletion. */
  total: z.number().int().min(0),
});
export type CommentDeleted = z.infer<typeof commentDeletedSchema>;
