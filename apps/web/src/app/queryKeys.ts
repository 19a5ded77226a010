import type { FeedSort, TargetAudience } from '@promptplay/contracts';

/** TanStack Query keys, in one place so invalidation and reads agree. */
export const feedQueryKey = (sort: FeedSort, targetAudience: TargetAudience) =>
  ['feed', sort, targetAudience] as const;
/** Every feed page of every sort and audience (e.g. to refetch after a new game). */
export const feedQueryPrefix = ['feed'] as const;
export const gameQueryKey = (gameId: string) => ['game', gameId] as const;
/** The runtime build config a server-rendered page embeds (never fetched through the cache). */
export const gameManifestQueryKey = ['gameManifest'] as const;
export const worldQueryKey = (gameId: string) => ['world', gameId] as const;
/** A game's versions (GET /api/games/{gameId}/versions, issue 14 "Refine"). */
export const versionsQueryKey = (gameId: string) => ['versions', gameId] as const;
/** The game as its owner's latest refine or restore left it; never fetched. */
export const latestGameQueryKey = (gameId: string) => ['latestGame', gameId] as const;
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
/** A game's comment pages, per viewer (each comment says whether this viewer may delete it). */
export const commentsQueryKey = (gameId: string, viewerId: string) =>
  ['comments', gameId, viewerId] as const;
/** A game's visible comment count as last heard (the detail modal's counter); never fetched. */
export const commentsCountQueryKey = (gameId: string) => ['commentsCount', gameId] as const;
/** A game's remixes (GET /api/games/{gameId}/remixes), page by page. */
export const remixesQueryKey = (gameId: string) => ['remixes', gameId] as const;
/** What a remix of the game starts from (GET /api/games/{gameId}/remix-source). */
export const remixSourceQueryKey = (gameId: string) => ['remixSource', gameId] as const;
