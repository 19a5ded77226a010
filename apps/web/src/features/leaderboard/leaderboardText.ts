/** Leaderboard copy the spec does not quote (the spec's own texts are in MESSAGES). */
export const LEADERBOARD_TEXT = {
  loading: 'Loading leaderboard...',
  rank: (rank: number) => `Rank ${rank}`,
  rankingLabel: 'Rankings',
  openGame: (title: string) => `Open ${title}`,
} as const;
