import {
  commentDeletedSchema,
  commentSchema,
  commentsPageSchema,
  type Comment,
  type CommentDeleted,
  type CommentsPage,
} from '@promptplay/contracts';
import type { ApiClient } from '../../lib/api/apiClient.js';

/**
 * GET /api/games/{gameId}/comments, newest first. `before` is the previous page's
 * `nextCursor`: the next page then follows that comment, however many were posted since.
 */
export function fetchComments(
  api: ApiClient,
  gameId: string,
  page: { pageSize: number; before: string | undefined },
  accessToken: string | null,
  signal?: AbortSignal,
): Promise<CommentsPage> {
  return api.request(`/api/games/${encodeURIComponent(gameId)}/comments`, {
    schema: commentsPageSchema,
    query: { pageSize: page.pageSize, before: page.before },
    // Only a read: a refused token must not reset auth here (the list is public).
    bearerToken: accessToken ?? undefined,
    signal,
  });
}

/** POST /api/games/{gameId}/comments; never retried, so a comment is never posted twice. */
export function postComment(api: ApiClient, gameId: string, text: string): Promise<Comment> {
  return api.request(`/api/games/${encodeURIComponent(gameId)}/comments`, {
    method: 'POST',
    schema: commentSchema,
    json: { text },
    requiresAuth: true,
    retry: false,
  });
}

/** DELETE /api/comments/{commentId}: the author, the game's owner or an operator. */
export function deleteComment(api: ApiClient, commentId: string): Promise<CommentDeleted> {
  return api.request(`/api/comments/${encodeURIComponent(commentId)}`, {
    method: 'DELETE',
    schema: commentDeletedSchema,
    requiresAuth: true,
  });
}
