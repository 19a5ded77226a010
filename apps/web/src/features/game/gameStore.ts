import type { Game, GameGenre, GameStatus, RuntimeStatus } from '@promptplay/contracts';
import { createStore } from 'zustand/vanilla';
import { gameStatusAfter } from './gameStatus.js';
import { transition } from './runtimeStatusMachine.js';

/** Which of the spec §2 status texts the loading card shows. */
export type LoadingStep = 'auth' | 'runtime' | 'details' | 'starting' | 'creating';

/** A game being made from a prompt, shown on the loading card until it plays. */
export interface GameCreation {
  prompt: string;
  genre: GameGenre;
  /** How far the build has come, 0..1. */
  progress: number;
}

export interface GameState {
  runtimeStatus: RuntimeStatus;
  gameStatus: GameStatus;
  loadingStep: LoadingStep | null;
  gameId: string | null;
  /** What the feed knows about the game, for the loading card. */
  game: Game | null;
  /**
   * Runtime page the iframe shows; null removes the iframe. The frame outlives plays (it is
   * booted hidden before the tap and reset on Back to feed), so `reset` keeps it.
   */
  frameUrl: string | null;
  /** The runtime page's HTML, shown instead of `frameUrl` (offline, see offlineRuntimePage.ts). */
  frameDocument: string | null;
  /** Changes with every runtime boot, so a new boot gets a fresh iframe. */
  frameKey: number;
  /** Changes with every play (the loading card's fade is keyed to it). */
  playKey: number;
  /** Runtime asset progress 0..1. */
  assetProgress: number;
  errorMessage: string | null;
  /** With an error that signing in fixes: where Sign Up in the layer comes back to. */
  errorSignInPath: string | null;
  /** Set while a prompt game is built and loaded (null for games started by id). */
  creation: GameCreation | null;
  /** Loaded feed games, in order, for "next game". */
  playlist: readonly Game[];
}

export interface GameActions {
  /** Applies a runtime status move if the machine allows it; true when it moved. */
  moveRuntime: (next: RuntimeStatus) => boolean;
  /** Shows the error; `signInPath` adds Sign Up beside it, returning to that path. */
  fail: (message: string, signInPath?: string | null) => void;
  reset: () => void;
  /**
   * Starting by prompt sets EXECUTING_PROMPT (spec §4), so the game status reads
   * CREATING_NEW_GAME. A start, like `reset`, not a move of the machine.
   */
  startPrompt: (creation: Omit<GameCreation, 'progress'>) => void;
  /** Records build progress; it never moves backwards. */
  setCreationProgress: (progress: number) => void;
  /**
   * The built game then starts the runtime afresh from INITIAL, keeping the layer and its
   * card on screen (the game status follows from the next move).
   */
  restartRuntime: () => void;
  setPlaylist: (games: readonly Game[]) => void;
}

export type GameStore = ReturnType<typeof createGameStore>;

const idle: Omit<GameState, 'playlist' | 'frameUrl' | 'frameDocument' | 'frameKey'> = {
  runtimeStatus: 'INITIAL',
  gameStatus: 'INITIAL',
  loadingStep: null,
  gameId: null,
  game: null,
  playKey: 0,
  assetProgress: 0,
  errorMessage: null,
  errorSignInPath: null,
  creation: null,
};

export function createGameStore() {
  return createStore<GameState & GameActions>()((set, get) => ({
    ...idle,
    frameUrl: null,
    frameDocument: null,
    frameKey: 0,
    playlist: [],
    moveRuntime(next) {
      const { runtimeStatus, gameStatus } = get();
      const moved = transition(runtimeStatus, next);
      if (moved === runtimeStatus) return false;
      set({ runtimeStatus: moved, gameStatus: gameStatusAfter(moved, gameStatus) });
      return true;
    },
    fail(message, signInPath = null) {
      const { runtimeStatus } = get();
      set({
        runtimeStatus: transition(runtimeStatus, 'ERROR'),
        gameStatus: 'ERROR',
        errorMessage: message,
        errorSignInPath: signInPath,
        loadingStep: null,
      });
    },
    reset() {
      set({ ...idle });
    },
    startPrompt(creation) {
      set({
        runtimeStatus: 'EXECUTING_PROMPT',
        gameStatus: gameStatusAfter('EXECUTING_PROMPT', get().gameStatus),
        creation: { ...creation, progress: 0 },
      });
    },
    setCreationProgress(progress) {
      const { creation } = get();
      if (!creation || progress <= creation.progress) return;
      set({ creation: { ...creation, progress: Math.min(progress, 1) } });
    },
    restartRuntime() {
      set({ runtimeStatus: 'INITIAL', assetProgress: 0 });
    },
    setPlaylist(games) {
      set({ playlist: games });
    },
  }));
}
