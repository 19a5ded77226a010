import type { Game } from '@promptplay/contracts';

export interface ProfileStatsValues {
  gamesCreated: number;
  /** Sum of the games' likesCount (spec §2 Profile). */
  totalLikes: number;
  /** Sum of the games' counted plays (issue 9: Total Plays beside Total Likes). */
  totalPlays: number;
  /** Sum of the games' visible comments (issue 14 creator stats). */
  totalComments: number;
  /** Sum of the games' published remixes (issue 14 creator stats). */
  totalRemixes: number;
}

export function profileStats(games: readonly Game[]): ProfileStatsValues {
  return {
    gamesCreated: games.length,
    totalLikes: games.reduce((sum, game) => sum + game.likesCount, 0),
    totalPlays: games.reduce((sum, game) => sum + game.playsCount, 0),
    totalComments: games.reduce((sum, game) => sum + game.commentsCount, 0),
    totalRemixes: games.reduce((sum, game) => sum + game.remixCount, 0),
  };
}
