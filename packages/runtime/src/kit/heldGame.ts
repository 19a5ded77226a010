/** The parts of Phaser's game loop (TimeStep) a held game stops and starts. */
export interface HeldGameLoop {
  sleep(): void;
  resetDelta(): void;
  wake(): void;
}

type HoldState =
  | { kind: 'none' }
  /** Prepared and still loading: it runs until its first frame is drawn. */
  | { kind: 'loading'; gameId: string }
  /** Its first frame is drawn: its scene is paused and the loop sleeps until Play. */
  | { kind: 'holding'; gameId: string };

/**
 * A game prepared ahead while its detail modal shows (bridge `prepareGame`, issue 11): it loads
 * and draws its first frame in the hidden frame, then holds there, its scene paused and Phaser's
 * loop asleep so nothing steps or draws and no clock runs, until Play Game starts it. One at a
 * time: the kit drops it with the game it holds (quit, or another load).
 */
export class HeldGame {
  private state: HoldState = { kind: 'none' };

  constructor(private readonly loop: () => HeldGameLoop) {}

  /** True once the held game's first frame is drawn: its scene stays paused. */
  get isHolding(): boolean {
    return this.state.kind === 'holding';
  }

  /** True while a prepared game has not been started. */
  get isHeld(): boolean {
    return this.state.kind !== 'none';
  }

  /** The game now loading is prepared, not played: it stops at its first frame. */
  hold(gameId: string): void {
    this.drop();
    this.state = { kind: 'loading', gameId };
  }

  /**
   * The loading game's first frame is drawn. For a held game the loop goes to sleep (the frame
   * being drawn still renders) and this returns its id, for the host to hear it is prepared;
   * otherwise null.
   */
  firstFrameDrawn(): string | null {
    if (this.state.kind !== 'loading') return null;
    const { gameId } = this.state;
    this.state = { kind: 'holding', gameId };
    this.loop().sleep();
    return gameId;
  }

  /**
   * Play Game: the held game runs on. `resumeScene` runs once it is no longer held and before
   * the loop wakes, so the first step after the tap already updates the game. False (and
   * nothing changes) when `gameId` is not the game held.
   */
  release(gameId: string, resumeScene: () => void): boolean {
    if (this.state.kind === 'none' || this.state.gameId !== gameId) return false;
    this.drop(resumeScene);
    return true;
  }

  /** No game is held any more: the loop runs again, from now (no jump in game time). */
  drop(beforeWake: () => void = () => undefined): void {
    const wasHolding = this.state.kind === 'holding';
    this.state = { kind: 'none' };
    beforeWake();
    if (!wasHolding) return;
    const loop = this.loop();
    loop.resetDelta();
    loop.wake();
  }
}
