import type { GameSessionResult, GameSessionSource } from '@promptplay/contracts';
import { systemClock, type Clock } from '../timing/timers.js';
import type { Analytics } from './dataLayer.js';

/**
 * Where game sessions live on the server (POST /api/game-sessions and …/end). The server
 * issues the id and measures the duration; failures must resolve, never block play.
 */
export interface GameSessionServer {
  /** Starts a session; resolves with the server's id, or null when the call failed. */
  start: (gameId: string, source: GameSessionSource) => Promise<string | null>;
  /** Ends a session, fire-and-forget (it may be sent as the page goes away). */
  end: (sessionId: string) => void;
}

/**
 * A game session (spec §3): the server's id, start time, game id and where the play started.
 * The session state of the spec maps onto it: currentSessionId = `id`, sessionGameId,
 * sessionSource, sessionStartTime, and isSessionActive while it is the tracker's current one.
 */
export interface GameSession {
  /** The server-issued id; null until POST /api/game-sessions answers (or if it failed). */
  id: string | null;
  /** This device's clock at the start (for the analytics duration only). */
  startTime: number;
  gameId: string;
  source: GameSessionSource;
  /** Settles with the server's id once the start call is over (null when it failed). */
  serverId: Promise<string | null>;
  /** Rounds that ended in this session (Replay starts another), and how the last one went. */
  rounds: number;
  lastResult: GameSessionResult;
}

/**
 * Owns the one active game session: starts it on the server (which issues its id), ends it
 * there on leaving, and tracks both in the data layer. An id that arrives after the player
 * already left is ended at once, so the server never keeps a session open by mistake.
 */
export class GameSessionTracker {
  private session: GameSession | null = null;

  constructor(
    private readonly analytics: Analytics,
    private readonly server: GameSessionServer,
    private readonly clock: Clock = systemClock,
  ) {}

  get current(): GameSession | null {
    return this.session;
  }

  get isSessionActive(): boolean {
    return this.session !== null;
  }

  start(gameId: string, source: GameSessionSource): GameSession {
    if (this.session) this.end();
    const serverId = this.server.start(gameId, source).catch(() => null);
    const session: GameSession = {
      id: null,
      startTime: this.clock.now(),
      gameId,
      source,
      serverId,
      rounds: 0,
      lastResult: 'unfinished',
    };
    this.session = session;
    void serverId.then((id) => {
      session.id = id;
      this.analytics.track({
        event: 'game_session_start',
        session_id: id,
        game_id: gameId,
        source,
      });
    });
    return session;
  }

  /** A round of the current session ended (game over); its result closes the session's event. */
  recordRound(won: boolean): void {
    if (!this.session) return;
    this.session.rounds += 1;
    this.session.lastResult = won ? 'won' : 'lost';
  }

  /** Ends the session on the server and in the data layer, then resets; no-op when none. */
  end(): void {
    const session = this.session;
    if (!session) return;
    this.session = null;
    const durationMs = this.clock.now() - session.startTime;
    void session.serverId.then((id) => {
      if (id) this.server.end(id);
      this.analytics.track({
        event: 'game_session_end',
        session_id: id,
        game_id: session.gameId,
        source: session.source,
        duration_ms: durationMs,
        result: session.lastResult,
        rounds: session.rounds,
      });
    });
  }
}
