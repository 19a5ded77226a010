import type { RuntimeStatus } from '@promptplay/contracts';

/**
 * Life of the one runtime iframe the page keeps (README "Ready before the tap"):
 *
 * - idle: no frame.
 * - booting: the frame is on the page (hidden until a play shows it) and the runtime starts
 *   Phaser and its kit.
 * - ready: the kit is up with no game (the runtime said GAME_LOADED): a play can hand it a world.
 * - playing: a play owns the frame.
 * - resetting: the play ended and quit was sent; the runtime answers GAME_LOADED once its game
 *   is gone, and the frame is ready again.
 *
 * Any runtime error outside a play, or a play that ended in an error, discards the frame
 * (back to idle): the next play boots a fresh one.
 */
export type RuntimeFrameState = 'idle' | 'booting' | 'ready' | 'playing' | 'resetting';

/** The runtime's start-up statuses (spec §4) from its page loading to a kit with no game. */
export const RUNTIME_BOOT_STATUSES = [
  'BUILD_MANIFEST_FILES_LOADED',
  'RUNTIME_READY_TO_START',
  'RUNTIME_STARTING',
  'PRELOADING_GAME_ASSETS',
  'PRELOADED_GAME_ASSETS',
  'GAME_LOADED',
] as const satisfies readonly RuntimeStatus[];

export type RuntimeBootStatus = (typeof RUNTIME_BOOT_STATUSES)[number];

/** Where a reset frame stands until the runtime confirms its game is gone. */
const AWAITING_RESET: RuntimeBootStatus = 'PRELOADED_GAME_ASSETS';

export function isBootStatus(status: RuntimeStatus): status is RuntimeBootStatus {
  return (RUNTIME_BOOT_STATUSES as readonly RuntimeStatus[]).includes(status);
}

export function bootIndex(status: RuntimeBootStatus | null): number {
  return status === null ? -1 : RUNTIME_BOOT_STATUSES.indexOf(status);
}

/**
 * The frame's lifecycle as plain state (no DOM, no messages): RuntimeHost feeds it what the
 * runtime says and acts on the answers.
 */
export class RuntimeFrame {
  private current: RuntimeFrameState = 'idle';
  private furthest: RuntimeBootStatus | null = null;
  private changeListeners: (() => void)[] = [];

  get state(): RuntimeFrameState {
    return this.current;
  }

  /** The furthest start-up status this frame has reached (null before its page loaded). */
  get bootStatus(): RuntimeBootStatus | null {
    return this.furthest;
  }

  /** True when a play can hand the runtime its world now. */
  get isReady(): boolean {
    return this.current === 'ready';
  }

  /** Called on every state or start-up change (the host catches a loading play up). */
  onChange(listener: () => void): () => void {
    this.changeListeners.push(listener);
    return () => {
      this.changeListeners = this.changeListeners.filter((other) => other !== listener);
    };
  }

  /** A new frame goes on the page; false when one already exists. */
  boot(): boolean {
    if (this.current !== 'idle') return false;
    this.current = 'booting';
    this.furthest = null;
    this.changed();
    return true;
  }

  /** The frame's page loaded (its load event, or the runtime announcing itself first). */
  pageLoaded(): void {
    if (this.current === 'booting') this.reach('BUILD_MANIFEST_FILES_LOADED');
  }

  /**
   * A start-up status from the runtime. Returns true when it asks for `init` (a fresh
   * runtime announced itself). GAME_LOADED makes a booting or resetting frame ready.
   */
  runtimeStatus(status: RuntimeBootStatus): boolean {
    if (this.current === 'idle') return false;
    if (status === 'GAME_LOADED' && this.current === 'resetting') {
      this.current = 'ready';
      this.furthest = 'GAME_LOADED';
      this.changed();
      return false;
    }
    if (this.current !== 'booting') return false;
    if (status === 'RUNTIME_READY_TO_START') this.pageLoaded();
    if (status === 'GAME_LOADED') this.current = 'ready';
    this.reach(status);
    return status === 'RUNTIME_READY_TO_START';
  }

  /** A play takes the ready frame; false when it is not ready. */
  claim(): boolean {
    if (this.current !== 'ready') return false;
    this.current = 'playing';
    this.changed();
    return true;
  }

  /** The play ended and quit was sent: a frame that held a game waits for the runtime's answer. */
  reset(): void {
    if (this.current !== 'playing') return;
    this.current = 'resetting';
    this.furthest = AWAITING_RESET;
    this.changed();
  }

  /** The frame leaves the page (it failed, or its state is unknown). */
  discard(): void {
    if (this.current === 'idle') return;
    this.current = 'idle';
    this.furthest = null;
    this.changed();
  }

  private reach(status: RuntimeBootStatus): void {
    if (bootIndex(status) > bootIndex(this.furthest)) this.furthest = status;
    this.changed();
  }

  private changed(): void {
    for (const listener of this.changeListeners) listener();
  }
}
