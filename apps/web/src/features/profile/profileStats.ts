import type { Game } from '@promptplay/contracts';

export interface ProfileStatsValues {
  gamesCreated: number;
  /** Sum of the games' likesCount (spec §2 Profile). */
  totalLikes: number;
}

export function profileStats(games: readonly Game[]): ProfileStatsValues {
  return {
    gamesCreated: games.length,
    totalLikes: games.reduce((sum, game) => sum + game.likesCount, 0),
  };
}
