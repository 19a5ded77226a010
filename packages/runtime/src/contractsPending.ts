/**
 * Texts the runtime shows inside the game canvas. The spec has no wording for them, so they live
 * here until the contracts message catalogue takes them over (listed in the runtime's report).
 */
export const RUNTIME_MESSAGES = {
  score: 'Score',
  best: 'Best',
  paused: 'Paused',
  resume: 'Resume',
  replay: 'Replay',
  back: 'Back',
  nextGame: 'Next game',
  youWin: 'You win!',
  gameOver: 'Game over',
  timeUp: "Time's up!",
  newBest: 'New best!',
  buttonA: 'A',
  buttonB: 'B',
  timeBonus: (points: number) => `Time bonus +${points}`,
  unsupportedGenre: (genre: string) => `The ${genre} genre is not available in this runtime yet.`,
  assetFailed: (name: string) => `Could not load the game's ${name} image.`,
  runtimeNotStarted: 'The game runtime has not started yet.',
  gameNotPrepared: 'The game to start was not prepared.',
  unexpectedError: (detail: string) => `Game runtime error: ${detail}`,
} as const;
