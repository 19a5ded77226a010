import type { Game } from '@promptplay/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { remixesQueryKey } from '../../app/queryKeys.js';
import { useServices } from '../../app/ServicesContext.js';
import { fetchRemixes } from './remixApi.js';

/** A game's remixes page by page (none asked for while `enabled` is false). */
export function useRemixes(gameId: string, enabled: boolean) {
  const { api } = useServices();
  const query = useInfiniteQuery({
    queryKey: remixesQueryKey(gameId),
    queryFn: ({ pageParam, signal }) => fetchRemixes(api, gameId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => (lastPage.hasNextPage ? pages.length + 1 : undefined),
    enabled,
  });
  const remixes = useMemo(() => {
    // A remix published between two pages shifts the rest by one: show each once.
    const seen = new Set<string>();
    const unique: Game[] = [];
    for (const page of query.data?.pages ?? []) {
      for (const game of page.items) {
        if (!seen.has(game.id)) unique.push(game);
        seen.add(game.id);
      }
    }
    return unique;
  }, [query.data]);
  return { ...query, remixes };
}
