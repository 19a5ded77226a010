import type { FeedPage, Game, PlayerProfile } from '@promptplay/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

function withCount(game: Game, gameId: string, likesCount: number): Game {
  return game.id === gameId && game.likesCount !== likesCount ? { ...game, likesCount } : game;
}

/**
 * After a like, every cached list that shows the game (feed pages, the shared game, my games,
 * the profile's games) shows the server's new count, without a refetch.
 */
export function syncLikesCount(queryClient: QueryClient, gameId: string, likesCount: number): void {
  queryClient.setQueriesData<InfiniteData<FeedPage>>({ queryKey: ['feed'] }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((game) => withCount(game, gameId, likesCount)),
          })),
        }
      : data,
  );
  queryClient.setQueriesData<Game>({ queryKey: ['game', gameId] }, (game) =>
    game ? withCount(game, gameId, likesCount) : game,
  );
  queryClient.setQueriesData<Game[]>({ queryKey: ['myGames'] }, (games) =>
    games?.map((game) => withCount(game, gameId, likesCount)),
  );
  queryClient.setQueriesData<PlayerProfile>({ queryKey: ['profile'] }, (profile) =>
    profile
      ? { ...profile, feeds: profile.feeds.map((game) => withCount(game, gameId, likesCount)) }
      : profile,
  );
}
