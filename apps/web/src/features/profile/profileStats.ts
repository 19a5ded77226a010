import type { Game } from '@promptplay/contracts';

export interface ProfileStatsValues {
  gamesCreated: number;
  /** Sum of the games' likesCount (spec §2 Profile). */
  totalLikes: number;
  /** Sum of the games' counted plays (issue 9: Total Plays beside Total Likes). */
  totalPlays: number;
}

export function profileStats(games: readonly Game[]): ProfileStatsValues {
  return {
    gamesCreated: games.length,
    totalLikes: games.reduce((sum, game) => sum + game.likesCount, 0),
    totalPlays: games.reduce((sum, game) => sum + game.playsCount, 0),
  };
}
