import type { WorldFile } from '@promptplay/contracts';

export interface GamePreparationOptions {
  /** True when the runtime frame is up with no game and no play is about to take it. */
  canPrepare: () => boolean;
  /**
   * Hands the frame the game to prepare (bridge `prepareGame`, after the pictures fetched so
   * far, naming those still in flight for its loader to wait for).
   */
  send: (gameId: string, world: WorldFile) => void;
  /** Has the frame drop the game it prepared (bridge `quit`). */
  drop: () => void;
}

interface NextGame {
  gameId: string;
  world: Promise<WorldFile>;
  /** The frame was handed it: it loads, draws its first frame and holds it. */
  isSent: boolean;
  /** Play Game was tapped on it: its modal closing no longer drops it. */
  isPlayed: boolean;
}

/**
 * The next game prepared in the hidden runtime frame while its detail modal shows (issue 11):
 * as soon as its world is here and the frame is up with no game, the frame is handed the game
 * to load, draw and hold (its pictures follow as they arrive), so Play Game only starts it
 * (`startGame`), joining a preparation still loading. One game at a time; the modal closing
 * (unless Play was tapped) drops it from the frame.
 */
export class GamePreparation {
  private next: NextGame | null = null;

  constructor(private readonly options: GamePreparationOptions) {}

  /** The game's modal shows: prepare it once its world is here; safe to call again. */
  prepare(gameId: string, world: Promise<WorldFile>): void {
    if (this.next?.gameId === gameId) return;
    this.next = { gameId, world, isSent: false, isPlayed: false };
    this.sendWhenReady();
  }

  /** Hands the frame the game to prepare once everything it needs is here (call on changes). */
  sendWhenReady(): void {
    const next = this.next;
    if (!next || next.isSent) return;
    void this.send(next);
  }

  /** Play Game was tapped on the game: it stays prepared whatever its modal does. */
  markPlayed(gameId: string): void {
    if (this.next?.gameId === gameId) this.next.isPlayed = true;
  }

  /** True when the frame holds this game prepared: the play only starts it. */
  isPreparedInFrame(gameId: string): boolean {
    return this.next?.gameId === gameId && this.next.isSent;
  }

  /** The game's modal closed: the frame drops it unless Play was tapped on it. */
  cancel(gameId: string): void {
    if (this.next?.gameId !== gameId || this.next.isPlayed) return;
    this.dropFromFrame();
  }

  /** A play took the frame (it loads or starts its game), or the frame is gone. */
  forget(): void {
    this.next = null;
  }

  /** No play follows (it was left): a game still held in a frame with no play is dropped. */
  dropFromFrame(): void {
    const next = this.next;
    this.next = null;
    if (next?.isSent && this.options.canPrepare()) this.options.drop();
  }

  private async send(next: NextGame): Promise<void> {
    let world: WorldFile;
    try {
      world = await next.world;
    } catch {
      // A world that does not load is shown by the play, if there is one.
      return;
    }
    if (this.next !== next || next.isSent || !this.options.canPrepare()) return;
    next.isSent = true;
    this.options.send(next.gameId, world);
  }
}
