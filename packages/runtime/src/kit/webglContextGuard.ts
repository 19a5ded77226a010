/** The canvas events the guard listens to (the part of HTMLCanvasElement it uses). */
export interface ContextLossSource {
  addEventListener(type: 'webglcontextlost', listener: (event: Event) => void): void;
}

export interface WebGlContextGuardOptions {
  /** The game canvas that owns the WebGL context. */
  canvas: ContextLossSource;
  /**
   * Subscribes to the renderer's "context back and every GL resource re-created" signal
   * (Phaser's `RESTORE_WEBGL`, emitted from its own `webglcontextrestored` handler).
   */
  onRendererRestored(listener: () => void): void;
  /** Stops the game loop: no update, no render (Phaser's `game.pause()`). */
  pauseLoop(): void;
  /** Starts it again where it stopped (Phaser's `game.resume()`). */
  resumeLoop(): void;
  /** Told on every change, for the debug state. */
  onChange?(isLost: boolean): void;
}

export interface WebGlContextGuard {
  readonly isLost: boolean;
}

/**
 * Keeps a game alive through a lost WebGL context (iOS drops GPU contexts of pages in the
 * background; drivers reset). On `webglcontextlost` it calls `preventDefault()` (without it the
 * browser never restores the context) and stops the game loop, so no game time passes and
 * nothing draws on a dead context. The renderer re-creates its textures, buffers and shaders
 * when the context comes back; only then does the loop start again, on the same frame of the
 * same round.
 */
export function guardWebGlContext(options: WebGlContextGuardOptions): WebGlContextGuard {
  let isLost = false;
  options.canvas.addEventListener('webglcontextlost', (event) => {
    event.preventDefault();
    if (isLost) return;
    isLost = true;
    options.pauseLoop();
    options.onChange?.(true);
  });
  options.onRendererRestored(() => {
    if (!isLost) return;
    isLost = false;
    options.resumeLoop();
    options.onChange?.(false);
  });
  return {
    get isLost() {
      return isLost;
    },
  };
}
