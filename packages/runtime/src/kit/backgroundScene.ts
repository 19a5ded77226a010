import type { BackgroundLayer, Palette, WorldAtmosphere } from '@promptplay/contracts';
import { Scene, type GameObjects, type Loader } from 'phaser';
import { createRng, mixSeed } from '../levels/index.js';
import { createSkyEffects, type SkyEffects } from './atmosphereSky.js';
import { drawBackgroundShape, isSkyShape } from './backgroundShapes.js';
import { showWorldFrom } from './cameraView.js';
import { hexToNumber } from './uiTheme.js';

export const BACKGROUND_SCENE_KEY = 'kit-background';

const STRIP_WIDTH = 1024;
const STRIP_HEIGHT = 512;
const EDGE_TEXELS = 3;

/** Where the genre's camera is, for parallax. Written by the genre every frame. */
export interface BackgroundView {
  /** World camera scroll in CSS pixels. */
  scrollX: number;
  /** Screen y (CSS pixels) of the world's horizon: ground layers stand on it. */
  horizonY: number;
}

export interface BackgroundOptions {
  palette: Palette;
  layers: BackgroundLayer[];
  seed: number;
  pixelRatio: number;
  /** Prefix of the texture keys, unique per game so a new game never reuses old strips. */
  texturePrefix: string;
  view: BackgroundView;
  /** Origin the layers' `imageUrl` paths resolve against. */
  assetOrigin?: string;
  /** Twinkling stars at night, a neon glow: drawn behind the genre (kit/atmosphereSky.ts). */
  atmosphere?: WorldAtmosphere;
  /** Reduced motion: the sky effects hold still. */
  isMotionReduced?: boolean;
  /** Called once the strips are drawn (their images loaded or replaced by shapes). */
  onReady?: () => void;
}

interface DrawnLayer {
  layer: BackgroundLayer;
  strip: GameObjects.TileSprite;
  /** Texture height: the strip is scaled so this fills the layer's height. */
  textureHeight: number;
  /** Fills the screen below a ground layer, so gaps in the level never show bare sky. */
  filler: GameObjects.Rectangle | null;
}

/**
 * Sky gradient (skyTop → skyBottom) and the world's background layers, each a tileable strip
 * scrolled with its own parallax: the generator's picture (`imageUrl`, loaded with the game)
 * or, without one or when it fails to load, the layer's shape drawn procedurally. Sits below
 * the genre's scene.
 */
export class BackgroundScene extends Scene {
  private sky!: GameObjects.Image;
  private readonly drawn: DrawnLayer[] = [];
  private readonly failedKeys = new Set<string>();
  private effects: SkyEffects | null = null;
  private cssWidth = 0;
  private cssHeight = 0;

  constructor(private readonly options: BackgroundOptions) {
    super({ key: BACKGROUND_SCENE_KEY });
  }

  private imageKey(index: number): string {
    return `${this.options.texturePrefix}:layer-image${index}`;
  }

  preload(): void {
    const { layers, assetOrigin } = this.options;
    if (!assetOrigin) return;
    this.load.on('loaderror', (file: Loader.File) => this.failedKeys.add(file.key));
    layers.forEach((layer, index) => {
      const key = this.imageKey(index);
      if (layer.imageUrl && !this.textures.exists(key))
        this.load.image(key, new URL(layer.imageUrl, assetOrigin).href);
    });
  }

  create(): void {
    const { palette, layers, seed, pixelRatio, texturePrefix } = this.options;
    this.drawn.length = 0;
    const skyKey = `${texturePrefix}:sky`;
    if (!this.textures.exists(skyKey)) {
      const texture = this.textures.createCanvas(skyKey, 4, 256);
      if (texture) {
        const ctx = texture.getContext();
        const gradient = ctx.createLinearGradient(0, 0, 0, 256);
        gradient.addColorStop(0, palette.skyTop);
        gradient.addColorStop(1, palette.skyBottom);
        ctx.fillStyle = gradient;
        ctx.fillRect(0, 0, 4, 256);
        texture.refresh();
      }
    }
    this.sky = this.add.image(0, 0, skyKey).setOrigin(0);
    // Twinkling stars and neon glow sit in the sky, behind every layer.
    this.effects = this.options.atmosphere
      ? createSkyEffects(this, this.options.atmosphere, {
          seed,
          texturePrefix,
          isMotionReduced: this.options.isMotionReduced ?? false,
        })
      : null;
    layers.forEach((layer, index) => {
      const imageKey = this.imageKey(index);
      const hasImage =
        layer.imageUrl !== undefined &&
        !this.failedKeys.has(imageKey) &&
        this.textures.exists(imageKey);
      const key = hasImage ? imageKey : `${texturePrefix}:layer${index}`;
      if (!hasImage && !this.textures.exists(key)) {
        const texture = this.textures.createCanvas(key, STRIP_WIDTH, STRIP_HEIGHT);
        if (texture) {
          drawBackgroundShape(
            texture.getContext(),
            layer.shape,
            layer.color,
            STRIP_WIDTH,
            STRIP_HEIGHT,
            createRng(mixSeed(seed, index)),
          );
          texture.refresh();
        }
      }
      const source = this.textures.get(key).getSourceImage();
      const textureWidth = source.width || STRIP_WIDTH;
      const textureHeight = source.height || STRIP_HEIGHT;
      const strip = this.add.tileSprite(0, 0, textureWidth, textureHeight, key).setOrigin(0, 0);
      const filler = isSkyShape(layer.shape)
        ? null
        : this.add.rectangle(0, 0, 10, 10, hexToNumber(layer.color)).setOrigin(0);
      this.drawn.push({ layer, strip, textureHeight, filler });
    });
    this.events.once('shutdown', () => {
      this.effects?.destroy();
      this.effects = null;
    });
    this.layout(this.scale.width / pixelRatio, this.scale.height / pixelRatio);
    this.options.onReady?.();
  }

  layout(cssWidth: number, cssHeight: number): void {
    this.cssWidth = cssWidth;
    this.cssHeight = cssHeight;
    this.cameras.main.setSize(this.scale.width, this.scale.height);
    showWorldFrom(this.cameras.main, 0, 0, this.options.pixelRatio);
    this.sky.setDisplaySize(cssWidth, cssHeight);
    for (const { layer, strip, textureHeight, filler } of this.drawn) {
      const height = layer.height * cssHeight;
      const scale = height / textureHeight;
      // Skip the strip's edge rows: linear filtering would wrap the opposite edge in as a thin line.
      strip.setSize(cssWidth, height - 2 * EDGE_TEXELS * scale);
      strip.setTileScale(scale, scale);
      strip.tilePositionY = EDGE_TEXELS;
      filler?.setSize(cssWidth, cssHeight);
    }
    this.effects?.layout(cssWidth, cssHeight);
    this.update(0, 0);
  }

  override update(_time: number, deltaMs: number): void {
    const { scrollX, horizonY } = this.options.view;
    for (const { layer, strip, filler } of this.drawn) {
      strip.tilePositionX = (scrollX * layer.parallax) / strip.tileScaleX;
      if (filler) {
        const bottom = Math.min(this.cssHeight, Math.max(strip.height, horizonY));
        strip.y = bottom - strip.height;
        filler.y = bottom - 1;
      } else {
        strip.y = 0;
      }
    }
    this.effects?.update(
      deltaMs / 1000,
      this.cssWidth,
      Math.min(this.cssHeight, horizonY || this.cssHeight),
    );
  }
}
