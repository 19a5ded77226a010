import { COMMENTS_DEFAULT_PAGE_SIZE, type Comment, type Game } from '@promptplay/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { commentsCountQueryKey, commentsQueryKey } from '../../app/queryKeys.js';
import { useAuthState, useServices } from '../../app/ServicesContext.js';
import { selectPlayerId } from '../auth/authStore.js';
import { fetchComments } from './commentsApi.js';

export interface CommentsList {
  queryKey: ReturnType<typeof commentsQueryKey>;
  items: Comment[];
  /** The game's visible comments: the server's count once a page arrived, else the feed's. */
  total: number;
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
  hasNextPage: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
}

/**
 * A game's comments, newest first, a page at a time: "load more" continues after the last
 * comment shown (the server's cursor), so posts made meanwhile never repeat one. Loaded once
 * auth is settled, so `canDelete` is the current player's. The count it learns is shared with
 * the detail modal's counter (`useCommentsCount`).
 */
export function useCommentsList(game: Game): CommentsList {
  const { api, tokenManager } = useServices();
  const queryClient = useQueryClient();
  const viewerId = useAuthState(selectPlayerId) ?? 'anonymous';
  const isInitialised = useAuthState((state) => state.isInitialised);
  const queryKey = commentsQueryKey(game.id, viewerId);

  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      fetchComments(
        api,
        game.id,
        { pageSize: COMMENTS_DEFAULT_PAGE_SIZE, before: pageParam ?? undefined },
        tokenManager.getAccessToken(),
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: isInitialised,
    // Opening the modal shows what is there now.
    staleTime: 0,
  });

  const total = query.data?.pages[0]?.total ?? game.commentsCount;
  useEffect(() => {
    if (query.data) queryClient.setQueryData(commentsCountQueryKey(game.id), total);
  }, [game.id, query.data, queryClient, total]);

  return {
    queryKey,
    items: query.data?.pages.flatMap((page) => page.items) ?? [],
    total,
    isLoading: query.isPending,
    isError: query.isError && !query.data,
    retry: () => void query.refetch(),
    hasNextPage: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
