import type { Game } from '@promptplay/contracts';
import { useQuery } from '@tanstack/react-query';
import { commentsCountQueryKey } from '../../app/queryKeys.js';

/**
 * The detail modal's comment counter: the feed item's `commentsCount` until the comments
 * section learns the server's count (and after each post or deletion). Never fetches itself.
 */
export function useCommentsCount(game: Game): number {
  const query = useQuery({
    queryKey: commentsCountQueryKey(game.id),
    queryFn: () => game.commentsCount,
    initialData: game.commentsCount,
    enabled: false,
  });
  return query.data;
}
