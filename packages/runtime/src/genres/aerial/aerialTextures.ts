import type { Palette } from '@promptplay/contracts';
import type { Scene } from 'phaser';
import { mixHex } from '../../kit/uiTheme.js';
import { createRng, mixSeed } from '../../levels/rng.js';
import type { AerialAssetKeys } from './aerialAssets.js';

/** Size of the ground and ceiling strips (they tile sideways). */
export const STRIP_WIDTH = 256;
export const GROUND_STRIP_HEIGHT = 64;
export const CEILING_STRIP_HEIGHT = 96;

function canvasTexture(
  scene: Scene,
  key: string,
  width: number,
  height: number,
  draw: (ctx: CanvasRenderingContext2D) => void,
): void {
  if (scene.textures.exists(key)) return;
  const texture = scene.textures.createCanvas(key, width, height);
  if (!texture) return;
  draw(texture.getContext());
  texture.refresh();
}

/**
 * Textures the flight draws itself, once per game: a soft puff and a star for the trail, the
 * ground strip (the world's ground with a grassy edge and pebbles) and the cloud bank at the
 * top of the sky.
 */
export function createAerialTextures(
  scene: Scene,
  keys: AerialAssetKeys,
  palette: Palette,
  seed: number,
): void {
  canvasTexture(scene, keys.puff, 64, 64, (ctx) => {
    const gradient = ctx.createRadialGradient(32, 32, 2, 32, 32, 31);
    gradient.addColorStop(0, 'rgba(255,255,255,1)');
    gradient.addColorStop(0.55, 'rgba(255,255,255,0.8)');
    gradient.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 64, 64);
  });
  canvasTexture(scene, keys.sparkle, 64, 64, (ctx) => {
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.moveTo(32, 2);
    ctx.quadraticCurveTo(36, 28, 62, 32);
    ctx.quadraticCurveTo(36, 36, 32, 62);
    ctx.quadraticCurveTo(28, 36, 2, 32);
    ctx.quadraticCurveTo(28, 28, 32, 2);
    ctx.fill();
  });
  canvasTexture(scene, keys.ground, STRIP_WIDTH, GROUND_STRIP_HEIGHT, (ctx) => {
    const rng = createRng(mixSeed(seed, 0x6a0d));
    ctx.fillStyle = palette.ground;
    ctx.fillRect(0, 0, STRIP_WIDTH, GROUND_STRIP_HEIGHT);
    ctx.fillStyle = mixHex(palette.ground, '#000000', 0.18);
    for (let i = 0; i < 18; i++) {
      const x = rng() * STRIP_WIDTH;
      const y = 16 + rng() * (GROUND_STRIP_HEIGHT - 20);
      ctx.beginPath();
      ctx.ellipse(x, y, 3 + rng() * 5, 2 + rng() * 2, 0, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillStyle = palette.groundAccent;
    ctx.fillRect(0, 0, STRIP_WIDTH, 9);
    ctx.fillStyle = mixHex(palette.groundAccent, '#000000', 0.2);
    ctx.fillRect(0, 9, STRIP_WIDTH, 3);
    ctx.fillStyle = mixHex(palette.groundAccent, '#ffffff', 0.25);
    for (let x = 4; x < STRIP_WIDTH; x += 16) {
      ctx.beginPath();
      ctx.moveTo(x, 9);
      ctx.lineTo(x + 4, 1);
      ctx.lineTo(x + 8, 9);
      ctx.fill();
    }
  });
  canvasTexture(scene, keys.ceiling, STRIP_WIDTH, CEILING_STRIP_HEIGHT, (ctx) => {
    const rng = createRng(mixSeed(seed, 0xce11));
    ctx.fillStyle = mixHex(palette.skyTop, '#ffffff', 0.55);
    ctx.fillRect(0, 0, STRIP_WIDTH, CEILING_STRIP_HEIGHT - 40);
    // Puffs along the bottom edge; the first and last match so the strip tiles.
    for (let x = 0; x <= STRIP_WIDTH; x += 32) {
      const r = x === 0 || x === STRIP_WIDTH ? 26 : 20 + rng() * 14;
      ctx.beginPath();
      ctx.arc(x, CEILING_STRIP_HEIGHT - 40, r, 0, Math.PI * 2);
      ctx.fill();
    }
  });
}
