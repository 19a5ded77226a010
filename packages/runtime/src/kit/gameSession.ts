export type PauseReason = 'host' | 'hidden' | 'user';
export type SessionPhase = 'idle' | 'playing' | 'won' | 'lost';

/**
 * What the HUD and the host see of the running game: score, lives, clock, best score, phase and
 * why the game is paused. Genres write the numbers; the kit reads them. Plain fields, so the
 * per-frame writes allocate nothing.
 */
export class GameSession {
  score = 0;
  /** Null when the genre has no lives. */
  lives: number | null = null;
  /** Seconds left, or null when the genre has no time limit. */
  timeLeft: number | null = null;
  bestScore = 0;
  phase: SessionPhase = 'idle';
  private readonly pauseReasons = new Set<PauseReason>();

  get isPaused(): boolean {
    return this.pauseReasons.size > 0;
  }

  /** Starts (or restarts) a round, keeping the best score. */
  beginRound(lives: number | null, timeLeft: number | null): void {
    this.score = 0;
    this.lives = lives;
    this.timeLeft = timeLeft;
    this.phase = 'playing';
    this.pauseReasons.clear();
  }

  /** Ends the round; returns true when the score beat the best. */
  finishRound(won: boolean, score: number): boolean {
    this.score = score;
    this.phase = won ? 'won' : 'lost';
    const isNewBest = score > this.bestScore;
    if (isNewBest) this.bestScore = score;
    this.pauseReasons.clear();
    return isNewBest;
  }

  pause(reason: PauseReason): void {
    if (this.phase === 'playing') this.pauseReasons.add(reason);
  }

  /** Lifts one reason; the game runs again once no reason is left. */
  resume(reason: PauseReason): void {
    this.pauseReasons.delete(reason);
  }

  /** The page became visible again: the player, not the tab, decides when play goes on. */
  becameVisible(): void {
    if (this.pauseReasons.delete('hidden')) this.pauseReasons.add('user');
  }

  resumeAll(): void {
    this.pauseReasons.clear();
  }
}
