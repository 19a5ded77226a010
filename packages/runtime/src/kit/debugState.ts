import type { SessionPhase } from './gameSession.js';

/** A box on screen in CSS pixels of the runtime frame. */
export interface ScreenRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * `window.__promptplay` inside the iframe, read by end-to-end tests. Updated every frame by
 * plain field writes; `player` is one object reused for the whole game.
 */
export interface PromptplayDebugState {
  /** Gameplay frames run (stops while paused). */
  frames: number;
  score: number;
  /** Last runtime status posted to the host. */
  status: string;
  /** Hero position in world pixels (centre of the feet), or null when no game runs. */
  player: { x: number; y: number } | null;
  result: null | { won: boolean; score: number };
  /** idle, playing, won or lost; `paused` tells a paused round apart. */
  phase: SessionPhase;
  paused: boolean;
  /** The init message asked for autoplay: the genre's bot plays. */
  autoplay: boolean;
  /** Phaser's renderer, once the game has booted (WebGL, or Canvas where WebGL is missing). */
  renderer: 'webgl' | 'canvas' | null;
  /** The WebGL context is lost: the game loop is stopped until the renderer restores it. */
  contextLost: boolean;
  /** Boxes of the kit's HUD (score, time, lives, pause) now; empty before the kit starts. */
  hudRects: () => ScreenRect[];
}

declare global {
  interface Window {
    __promptplay?: PromptplayDebugState;
  }
}

export function installDebugState(target: Window): PromptplayDebugState {
  const state: PromptplayDebugState = {
    frames: 0,
    score: 0,
    status: 'INITIAL',
    player: null,
    result: null,
    phase: 'idle',
    paused: false,
    autoplay: false,
    renderer: null,
    contextLost: false,
    hudRects: () => [],
  };
  target.__promptplay = state;
  return state;
}
