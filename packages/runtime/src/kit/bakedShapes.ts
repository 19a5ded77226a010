import type { GameObjects, Scene, Textures } from 'phaser';
import { repaintOnContextRestore } from './repaintOnRestore.js';

/** Draws shapes in CSS pixels, from the box's top-left. */
export type PaintShapes = (graphics: GameObjects.Graphics) => void;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  paint: PaintShapes;
}

/**
 * Shapes that only change on layout (a HUD chip's rounded back, a gauge's frame), painted once
 * into a texture at the screen's resolution and shown as one image: a Graphics object keeps its
 * shapes but the WebGL renderer triangulates every rounded or curved one again on every frame.
 * The texture is made again when the box changes size, and painted again when a lost WebGL
 * context comes back (its textures return empty). The key should start with the game's texture
 * prefix, so the kit removes the texture with the game.
 */
export class BakedShapes {
  readonly image: GameObjects.Image;
  private readonly painter: GameObjects.Graphics;
  private box: Box | null = null;
  private texture: Textures.DynamicTexture | null = null;

  constructor(
    private readonly scene: Scene,
    private readonly key: string,
    private readonly pixelRatio: number,
  ) {
    // Phaser's transparent default texture until the first paint; its owner shows and hides it.
    this.image = scene.add.image(0, 0, '__DEFAULT').setOrigin(0, 0);
    this.painter = scene.make.graphics({}, false).setScale(pixelRatio);
    repaintOnContextRestore(
      scene,
      () => this.paint(),
      () => this.painter.destroy(),
    );
  }

  /** Paints `paint`'s shapes into the box at (x, y) in CSS pixels; call on layout. */
  draw(x: number, y: number, width: number, height: number, paint: PaintShapes): void {
    this.box = { x, y, width, height, paint };
    this.paint();
  }

  private paint(): void {
    const box = this.box;
    if (!box) return;
    const width = Math.max(1, Math.ceil(box.width * this.pixelRatio));
    const height = Math.max(1, Math.ceil(box.height * this.pixelRatio));
    let texture = this.texture;
    if (!texture || texture.width !== width || texture.height !== height) {
      const textures = this.scene.textures;
      if (textures.exists(this.key)) textures.remove(this.key);
      texture = textures.addDynamicTexture(this.key, width, height);
      this.texture = texture;
    }
    if (!texture) return;
    this.painter.clear();
    box.paint(this.painter);
    texture.clear().draw(this.painter, 0, 0).render();
    this.image
      .setTexture(this.key)
      .setPosition(box.x, box.y)
      .setScale(1 / this.pixelRatio);
  }
}
