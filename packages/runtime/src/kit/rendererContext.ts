import { Renderer, type Game } from 'phaser';
import type { PromptplayDebugState } from './debugState.js';
import { guardWebGlContext } from './webglContextGuard.js';

/**
 * Notes which renderer Phaser chose and, on WebGL, pauses the game while the context is lost
 * (webglContextGuard.ts). Phaser 4 re-creates every GL resource on `webglcontextrestored` from
 * its CPU-side source, and every texture the runtime makes has one (canvas textures, loaded
 * images, the GPU tilemap's tile data), so the round goes on where it stopped. Call after boot.
 */
export function watchRendererContext(game: Game, debug: PromptplayDebugState): void {
  const renderer = game.renderer;
  if (!(renderer instanceof Renderer.WebGL.WebGLRenderer)) {
    debug.renderer = 'canvas';
    return;
  }
  debug.renderer = 'webgl';
  guardWebGlContext({
    canvas: game.canvas,
    onRendererRestored: (listener) => renderer.on(Renderer.Events.RESTORE_WEBGL, listener),
    pauseLoop: () => game.pause(),
    resumeLoop: () => game.resume(),
    onChange: (isLost) => {
      debug.contextLost = isLost;
    },
  });
}
