import type { FeedSort, TargetAudience } from '@promptplay/contracts';

/** TanStack Query keys, in one place so invalidation and reads agree. */
export const feedQueryKey = (sort: FeedSort, targetAudience: TargetAudience) =>
  ['feed', sort, targetAudience] as const;
/** Every feed page of every sort and audience (e.g. to refetch after a new game). */
export const feedQueryPrefix = ['feed'] as const;
export const gameQueryKey = (gameId: string) => ['game', gameId] as const;
export const worldQueryKey = (gameId: string) => ['world', gameId] as const;
/** Per player, so a sign-in or a new guest never shows the previous player's data. */
export const profileQueryKey = (playerId: string) => ['profile', playerId] as const;
export const myGamesQueryKey = (playerId: string) => ['myGames', playerId] as const;
export const hasEverLoggedInQueryKey = (playerId: string) => ['hasEverLoggedIn', playerId] as const;
export const likeStatusQueryKey = (gameId: string, playerId: string) =>
  ['likeStatus', gameId, playerId] as const;
/** Week of Fight status (GET /api/player-event), shared by the banner, tab, create modal and leaderboard. */
export const eventQueryKey = ['event'] as const;
/** The leaderboard's entries (GET /api/game-competition). */
export const competitionQueryKey = ['competition'] as const;
/** The player's oldest unread mail (GET /api/player-mail). */
export const mailQueryKey = (playerId: string) => ['mail', playerId] as const;
