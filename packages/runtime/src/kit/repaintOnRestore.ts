import { Renderer, type Scene } from 'phaser';

/**
 * For textures drawn only on the GPU (a DynamicTexture): runs `repaint` each time a lost WebGL
 * context comes back, as Phaser re-creates such textures empty, for as long as the scene runs;
 * when a replay shuts it down or the game's end removes it, the listener goes and `dispose`
 * runs (once).
 */
export function repaintOnContextRestore(
  scene: Scene,
  repaint: () => void,
  dispose: () => void = () => undefined,
): void {
  const renderer = scene.game.renderer;
  renderer.on(Renderer.Events.RESTORE_WEBGL, repaint);
  let isDisposed = false;
  const end = () => {
    if (isDisposed) return;
    isDisposed = true;
    renderer.off(Renderer.Events.RESTORE_WEBGL, repaint);
    dispose();
  };
  scene.events.once('shutdown', end);
  scene.events.once('destroy', end);
}
