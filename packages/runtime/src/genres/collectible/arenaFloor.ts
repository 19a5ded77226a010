import type { Palette } from '@promptplay/contracts';
import type { Scene, Textures } from 'phaser';
import { createRng, mixSeed } from '../../levels/index.js';
import { mixHex } from '../../kit/uiTheme.js';

const TILE = 64;
const BORDER = 14;

/** A loaded image the floor can repeat (the generator's floor tile). */
type TileSource = ReturnType<Textures.Texture['getSourceImage']>;

/**
 * Draws the arena floor once into a canvas texture inside a raised border. The floor is the
 * place's own tile when the world has one (kitchen checker, grass, sand, planks, metal deck);
 * else a checkered ground in the world's ground colours with scattered specks. Returns
 * nothing; the texture key is `key`.
 */
export function createArenaFloorTexture(
  scene: Scene,
  key: string,
  width: number,
  height: number,
  palette: Palette,
  seed: number,
  tile: TileSource | null = null,
): void {
  if (scene.textures.exists(key)) return;
  const outerWidth = width + BORDER * 2;
  const outerHeight = height + BORDER * 2;
  const texture = scene.textures.createCanvas(key, outerWidth, outerHeight);
  if (!texture) return;
  const ctx = texture.getContext();
  ctx.fillStyle = mixHex(palette.ground, '#000000', 0.25);
  roundedRect(ctx, 0, 0, outerWidth, outerHeight, 28);
  ctx.fill();
  ctx.save();
  roundedRect(ctx, BORDER, BORDER, width, height, 18);
  ctx.clip();
  const pattern =
    tile instanceof HTMLImageElement || tile instanceof HTMLCanvasElement
      ? ctx.createPattern(tile, 'repeat')
      : null;
  if (pattern) {
    ctx.translate(BORDER, BORDER);
    ctx.fillStyle = pattern;
    ctx.fillRect(0, 0, width, height);
    ctx.translate(-BORDER, -BORDER);
  } else {
    drawChecker(ctx, width, height, palette, seed);
  }
  // Inner shadow so the floor reads as sunken inside the wall.
  const shade = ctx.createLinearGradient(0, BORDER, 0, BORDER + 30);
  shade.addColorStop(0, 'rgba(0,0,0,0.28)');
  shade.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = shade;
  ctx.fillRect(BORDER, BORDER, width, 30);
  ctx.restore();
  ctx.strokeStyle = mixHex(palette.ground, '#ffffff', 0.2);
  ctx.lineWidth = 4;
  roundedRect(ctx, 2, 2, outerWidth - 4, outerHeight - 4, 26);
  ctx.stroke();
  texture.refresh();
}

/** The floor without a tile: a checker in the ground colours with scattered specks. */
function drawChecker(
  ctx: CanvasRenderingContext2D,
  width: number,
  height: number,
  palette: Palette,
  seed: number,
): void {
  const light = mixHex(palette.groundAccent, '#ffffff', 0.18);
  const dark = mixHex(palette.groundAccent, palette.ground, 0.25);
  for (let row = 0; row * TILE < height; row++) {
    for (let column = 0; column * TILE < width; column++) {
      ctx.fillStyle = (row + column) % 2 === 0 ? light : dark;
      ctx.fillRect(BORDER + column * TILE, BORDER + row * TILE, TILE, TILE);
    }
  }
  const rng = createRng(mixSeed(seed, 77));
  const speck = mixHex(palette.groundAccent, palette.primary, 0.35);
  for (let i = 0; i < (width * height) / 9000; i++) {
    const x = BORDER + rng() * width;
    const y = BORDER + rng() * height;
    ctx.fillStyle = rng() < 0.5 ? speck : mixHex(palette.groundAccent, '#ffffff', 0.45);
    ctx.globalAlpha = 0.55;
    ctx.beginPath();
    ctx.ellipse(x, y, 3 + rng() * 5, 2 + rng() * 3, rng() * Math.PI, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}

/** The floor texture's margin around the arena (its wall). */
export const ARENA_BORDER = BORDER;

function roundedRect(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
): void {
  ctx.beginPath();
  ctx.moveTo(x + radius, y);
  ctx.arcTo(x + width, y, x + width, y + height, radius);
  ctx.arcTo(x + width, y + height, x, y + height, radius);
  ctx.arcTo(x, y + height, x, y, radius);
  ctx.arcTo(x, y, x + width, y, radius);
  ctx.closePath();
}
