import type { GameObjects, Scene, Textures } from 'phaser';
import { repaintOnContextRestore } from '../../kit/repaintOnRestore.js';
import type { HillRacerCamera } from './hillRacerCamera.js';
import type { GroundColors } from './hillRacerGroundColors.js';
import {
  CHUNK_COLUMNS,
  chunkCount,
  paintTerrainChunk,
  tallestChunk,
  type ChunkBounds,
} from './hillRacerTerrainChunk.js';
import { TERRAIN_SPACING } from './hillRacerRules.js';
import type { HillTrack } from './hillRacerTrack.js';

/** Chunks kept painted: the screen shows two or three (14 m at most), one more waits ahead. */
const SLOTS = 4;
/** CSS pixels the plain earth under a chunk reaches up into it, so no seam shows. */
const FILL_OVERLAP = 2;

interface Slot {
  /** Made on layout, at the screen's resolution. */
  texture: Textures.DynamicTexture | null;
  image: GameObjects.Image;
  /** The plain earth under the chunk's texture, down to the screen's bottom. */
  fill: GameObjects.Image;
  /** The chunk painted in it, or -1. */
  chunk: number;
  bounds: ChunkBounds | null;
}

/**
 * The hill racer's ground, cached (issue 11 frame budget): the course is cut into 8 m chunks,
 * each painted once into a texture at the screen's resolution when it comes into view, then
 * only moved and scaled with the camera; under each, the plain earth is one tinted quad. A few
 * textures are reused as the vehicle drives on, so a frame draws a handful of quads instead of
 * rebuilding hundreds of triangles. A restored WebGL context (its textures come back empty)
 * has every chunk painted again.
 */
export class HillRacerTerrainCache {
  private readonly slots: Slot[] = [];
  private readonly painter: GameObjects.Graphics;
  private readonly chunks: number;
  /** Texture pixels per metre the chunks are painted at (0 until laid out). */
  private scale = 0;

  constructor(
    private readonly scene: Scene,
    private readonly track: HillTrack,
    private readonly colors: GroundColors,
    private readonly textureKey: string,
    private readonly pixelRatio: number,
    depth: number,
  ) {
    this.chunks = chunkCount(track);
    this.painter = scene.make.graphics({}, false);
    const earthKey = this.earthTexture();
    for (let i = 0; i < SLOTS; i++) {
      // Every chunk's plain earth goes under every chunk's texture (neighbours overlap).
      const fill = scene.add
        .image(0, 0, earthKey)
        .setOrigin(0, 0)
        .setDepth(depth)
        .setVisible(false);
      const image = scene.add
        .image(0, 0, '__WHITE')
        .setOrigin(0, 0)
        .setDepth(depth + 0.1)
        .setVisible(false);
      this.slots.push({ texture: null, image, fill, chunk: -1, bounds: null });
    }
    repaintOnContextRestore(
      scene,
      () => this.forgetPainted(),
      () => this.painter.destroy(),
    );
  }

  /**
   * A small texture in the ground colour for the plain earth under the chunks: drawn on a canvas
   * (it survives a lost WebGL context; the canvas renderer cannot tint a white one).
   */
  private earthTexture(): string {
    const key = `${this.textureKey}-earth`;
    if (this.scene.textures.exists(key)) return key;
    const texture = this.scene.textures.createCanvas(key, 4, 4);
    if (!texture) return '__WHITE';
    const context = texture.getContext();
    context.fillStyle = `#${this.colors.ground.toString(16).padStart(6, '0')}`;
    context.fillRect(0, 0, 4, 4);
    texture.refresh();
    return key;
  }

  /**
   * Makes the chunk textures for the camera's resting zoom (`basePpm`); on a new size every
   * chunk is painted again.
   */
  layout(camera: HillRacerCamera): void {
    const scale = camera.basePpm * this.pixelRatio;
    if (scale === this.scale) return;
    this.scale = scale;
    const width = Math.ceil((CHUNK_COLUMNS + 1) * TERRAIN_SPACING * scale) + 2;
    const height = Math.ceil(tallestChunk(this.track) * scale) + 2;
    this.slots.forEach((slot, i) => {
      const key = `${this.textureKey}${i}`;
      if (this.scene.textures.exists(key)) this.scene.textures.remove(key);
      const texture = this.scene.textures.addDynamicTexture(key, width, height);
      if (!texture) return;
      slot.texture = texture;
      slot.image.setTexture(key);
    });
    this.forgetPainted();
  }

  /** Shows the chunks the camera sees, painting any that came into view. */
  draw(camera: HillRacerCamera): void {
    if (this.scale === 0) return;
    const first = Math.max(0, this.chunkAt(camera.left));
    const last = Math.min(this.chunks - 1, this.chunkAt(camera.right));
    for (const slot of this.slots) {
      if (slot.chunk < first || slot.chunk > last) this.hide(slot);
    }
    for (let chunk = first; chunk <= last; chunk++) this.show(this.slotFor(chunk), camera);
  }

  private chunkAt(worldX: number): number {
    return Math.floor((worldX - this.track.startX) / (CHUNK_COLUMNS * TERRAIN_SPACING));
  }

  /** The slot that holds `chunk`, painting it into a free one when none does. */
  private slotFor(chunk: number): Slot {
    const held = this.slots.find((slot) => slot.chunk === chunk);
    if (held) return held;
    const free = this.slots.find((slot) => !slot.image.visible) ?? this.slots[0]!;
    const g = this.painter;
    g.clear();
    free.bounds = paintTerrainChunk(g, this.track, this.colors, chunk, this.scale, this.pixelRatio);
    free.chunk = chunk;
    free.texture?.clear().draw(g, 0, 0).render();
    return free;
  }

  private show(slot: Slot, camera: HillRacerCamera): void {
    const bounds = slot.bounds;
    if (!bounds) return;
    const x = camera.screenX(bounds.left);
    const y = camera.screenY(bounds.top);
    slot.image
      .setPosition(x, y)
      .setScale(camera.ppm / this.scale)
      .setVisible(true);
    const fillTop = camera.screenY(bounds.bottom) - FILL_OVERLAP;
    const fillHeight = camera.height + 4 - fillTop;
    slot.fill.setVisible(fillHeight > 0);
    if (fillHeight > 0)
      slot.fill
        .setPosition(x, fillTop)
        .setDisplaySize((bounds.right - bounds.left) * camera.ppm, fillHeight);
  }

  private hide(slot: Slot): void {
    slot.image.setVisible(false);
    slot.fill.setVisible(false);
  }

  /** Every chunk is painted again when next seen (new size, or a restored GL context). */
  private forgetPainted(): void {
    for (const slot of this.slots) {
      slot.chunk = -1;
      slot.bounds = null;
      this.hide(slot);
    }
  }
}
