import type { PlayResultRequest } from '@promptplay/contracts';
import type { Analytics } from '../../lib/analytics/dataLayer.js';
import type { GameSessionTracker } from '../../lib/analytics/gameSession.js';
import type { BestScores } from './bestScores.js';

export interface RoundResultsOptions {
  sessions: GameSessionTracker;
  bestScores: BestScores;
  analytics: Analytics;
  /** Sends a finished round to the server (play counts, OGP points); must not throw. */
  reportPlayResult: (result: PlayResultRequest) => void;
  /** Milliseconds clock for round durations. */
  now?: () => number;
  /** A fresh id per round (crypto.randomUUID in browsers). */
  newResultId?: () => string;
}

/**
 * What a finished round leaves behind (the runtime's `gameOver`): the best score kept on this
 * device, the round's result sent to the server under the server-issued session (with its
 * duration since the play, or the last game over, began), and the `game_over` analytics event.
 */
export class RoundResults {
  /** When the current round began: the session's start, then each game over (Replay). */
  private roundStartedAt = 0;

  constructor(private readonly options: RoundResultsOptions) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** A play starts: its first round is timed from now. */
  beginPlay(): void {
    this.roundStartedAt = this.now();
  }

  /** A round of `gameId` ended with `score` (the runtime's own best is `runtimeBest`). */
  record(gameId: string, won: boolean, score: number, runtimeBest: number): void {
    const { sessions, bestScores, analytics } = this.options;
    const best = bestScores.record(gameId, Math.max(score, runtimeBest));
    const session = sessions.current;
    const endedAt = this.now();
    if (session?.gameId === gameId) {
      sessions.recordRound(won);
      const round = {
        resultId: (this.options.newResultId ?? (() => crypto.randomUUID()))(),
        gameId,
        source: session.source,
        won,
        score,
        durationMs: Math.max(0, Math.round(endedAt - this.roundStartedAt)),
      };
      // The result names the server-issued session; without one it could not be counted.
      void session.serverId.then((sessionId) => {
        if (sessionId) this.options.reportPlayResult({ ...round, sessionId });
      });
    }
    this.roundStartedAt = endedAt;
    analytics.track({ event: 'game_over', game_id: gameId, won, score, best_score: best });
  }
}
