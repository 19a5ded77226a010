import type { GameSessionSource } from '@promptplay/contracts';
import { systemClock, type Clock } from '../timing/timers.js';
import type { Analytics } from './dataLayer.js';

/** A game session (spec §3): id, start time, game id and where the play started. */
export interface GameSession {
  id: string;
  startTime: number;
  gameId: string;
  source: GameSessionSource;
}

function newSessionId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `s-${Date.now()}-${Math.random().toString(36).slice(2)}`
  );
}

/** Tracks the start and end of each play in the data layer; one active session at a time. */
export class GameSessionTracker {
  private session: GameSession | null = null;

  constructor(
    private readonly analytics: Analytics,
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
    this.session = { id: newSessionId(), startTime: this.clock.now(), gameId, source };
    this.analytics.track({
      event: 'game_session_start',
      session_id: this.session.id,
      game_id: gameId,
      source,
    });
    return this.session;
  }

  /** Tracks the end and resets the session; a no-op when none is active. */
  end(): void {
    const session = this.session;
    if (!session) return;
    this.session = null;
    this.analytics.track({
      event: 'game_session_end',
      session_id: session.id,
      game_id: session.gameId,
      source: session.source,
      duration_ms: this.clock.now() - session.startTime,
    });
  }
}
