import { MESSAGES, type Comment, type PlayerProfile } from '@promptplay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { commentsCountQueryKey, profileQueryKey } from '../../app/queryKeys.js';
import { useAuthState, useServices, useToast } from '../../app/ServicesContext.js';
import { ApiError } from '../../lib/api/errors.js';
import { selectPlayerId } from '../auth/authStore.js';
import { commentErrorText } from './commentErrorText.js';
import { prependComment, removeComment, settleComment, type CommentPages } from './commentPages.js';
import { deleteComment, postComment } from './commentsApi.js';
import type { CommentsList } from './useCommentsList.js';

/** Ids of optimistic comments start with this; they are never real ids (those are UUIDs). */
export const PENDING_COMMENT_PREFIX = 'pending-';

export interface CommentActions {
  /** Shows the comment at once and posts it; resolves false (after rolling back) on failure. */
  post: (text: string) => Promise<boolean>;
  remove: (comment: Comment) => void;
  /** Comments whose deletion is on its way. */
  deletingIds: ReadonlySet<string>;
}

/**
 * Posting (optimistic, rolled back with a toast on failure, as likes are) and deleting
 * (once the server agrees) comments in the cached pages of `list`, keeping the modal's
 * counter in step.
 */
export function useCommentActions(gameId: string, list: CommentsList): CommentActions {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const playerId = useAuthState(selectPlayerId);
  const pendingCount = useRef(0);
  const [deletingIds, setDeletingIds] = useState<ReadonlySet<string>>(new Set());
  const { queryKey } = list;

  const update = useCallback(
    (change: (data: CommentPages) => CommentPages) => {
      const data = queryClient.setQueryData<CommentPages>(queryKey, (current) =>
        current ? change(current) : current,
      );
      const total = data?.pages[0]?.total;
      if (total !== undefined) queryClient.setQueryData(commentsCountQueryKey(gameId), total);
      return data;
    },
    [gameId, queryClient, queryKey],
  );

  const post = useCallback(
    async (text: string) => {
      pendingCount.current += 1;
      const pendingId = `${PENDING_COMMENT_PREFIX}${pendingCount.current}`;
      const profile = queryClient.getQueryData<PlayerProfile>(profileQueryKey(playerId ?? ''));
      const pending: Comment = {
        id: pendingId,
        gameId,
        text: text.trim(),
        createdAt: new Date().toISOString(),
        author: {
          playerId: playerId ?? '',
          playerName: profile?.playerName ?? MESSAGES.commentYou,
        },
        canDelete: false,
      };
      await queryClient.cancelQueries({ queryKey });
      const shown = update((data) => prependComment(data, pending));
      try {
        const comment = await postComment(api, gameId, text);
        if (shown) update((data) => settleComment(data, pendingId, comment));
        else void queryClient.invalidateQueries({ queryKey });
        return true;
      } catch (error) {
        update((data) => removeComment(data, pendingId, null));
        toast('error', commentErrorText(error, MESSAGES.commentPostFailed));
        return false;
      }
    },
    [api, gameId, playerId, queryClient, queryKey, toast, update],
  );

  const remove = useCallback(
    (comment: Comment) => {
      setDeletingIds((ids) => new Set(ids).add(comment.id));
      deleteComment(api, comment.id)
        .then((answer) => update((data) => removeComment(data, comment.id, answer.total)))
        .catch((error: unknown) => {
          toast('error', commentErrorText(error, MESSAGES.commentDeleteFailed));
          // Already gone (deleted elsewhere, or hidden by a moderator): show the list as it is.
          if (error instanceof ApiError && error.status === 404) {
            void queryClient.invalidateQueries({ queryKey });
          }
        })
        .finally(() =>
          setDeletingIds((ids) => {
            const next = new Set(ids);
            next.delete(comment.id);
            return next;
          }),
        );
    },
    [api, queryClient, queryKey, toast, update],
  );

  return { post, remove, deletingIds };
}
