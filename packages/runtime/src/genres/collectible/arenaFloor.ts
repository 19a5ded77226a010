import type { Palette } from '@promptplay/contracts';
import type { Scene } from 'phaser';
import { createRng, mixSeed } from '../../levels/index.js';
import { mixHex } from '../../kit/uiTheme.js';

const TILE = 64;
const BORDER = 14;

/**
 * Draws the arena floor once into a canvas texture: a checkered ground in the world's ground
 * colours, scattered specks, and a raised border. Returns nothing; the texture key is `key`.
 */
export function createArenaFloorTexture(
  scene: Scene,
  key: string,
  width: number,
  height: number,
  palette: Palette,
  seed: number,
): void {
  if (scene.textures.exists(key)) return;
  const outerWidth = width + BORDER * 2;
  const outerHeight = height + BORDER * 2;
  const texture = scene.textures.createCanvas(key, outerWidth, outerHeight);
  if (!texture) return;
  const ctx = texture.getContext();
  const light = mixHex(palette.groundAccent, '#ffffff', 0.18);
  const dark = mixHex(palette.groundAccent, palette.ground, 0.25);
  ctx.fillStyle = mixHex(palette.ground, '#000000', 0.25);
  roundedRect(ctx, 0, 0, outerWidth, outerHeight, 28);
  ctx.fill();
  ctx.save();
  roundedRect(ctx, BORDER, BORDER, width, height, 18);
  ctx.clip();
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
