import { CONSTANTS, type FeedSearchParams } from '@promptplay/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { feedQueryKey } from '../../app/queryKeys.js';
import { useServices } from '../../app/ServicesContext.js';
import { fetchFeedPage } from './feedApi.js';
import { mergeFeedPages } from './mergeFeedPages.js';

/** The home feed: pages of games, merged and de-duplicated, cached 60 s (spec §9). */
export function useFeed({ sort, targetAudience }: FeedSearchParams) {
  const { api } = useServices();
  const query = useInfiniteQuery({
    queryKey: feedQueryKey(sort, targetAudience),
    queryFn: ({ pageParam, signal }) =>
      fetchFeedPage(api, { sort, targetAudience, pageNumber: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => (lastPage.hasNextPage ? lastPage.currentPage + 1 : undefined),
    staleTime: CONSTANTS.FEED_CACHE_MS,
    gcTime: CONSTANTS.FEED_CACHE_MS,
  });
  const games = useMemo(() => mergeFeedPages(query.data?.pages ?? []), [query.data]);
  return { ...query, games };
}
