import type { Scene } from 'phaser';

/** Texture keys of the kit's icons, drawn once at boot. */
export const KIT_TEXTURES = {
  heart: 'kit-heart',
  heartEmpty: 'kit-heart-empty',
  clock: 'kit-clock',
  star: 'kit-star',
  arrow: 'kit-arrow',
  pause: 'kit-pause',
} as const;

const ICON_SIZE = 96;

function drawIcon(
  scene: Scene,
  key: string,
  draw: (ctx: CanvasRenderingContext2D, size: number) => void,
): void {
  if (scene.textures.exists(key)) return;
  const texture = scene.textures.createCanvas(key, ICON_SIZE, ICON_SIZE);
  if (!texture) return;
  const ctx = texture.getContext();
  draw(ctx, ICON_SIZE);
  texture.refresh();
}

function heartPath(ctx: CanvasRenderingContext2D, s: number): void {
  ctx.beginPath();
  ctx.moveTo(s * 0.5, s * 0.86);
  ctx.bezierCurveTo(s * 0.1, s * 0.58, s * 0.04, s * 0.3, s * 0.26, s * 0.18);
  ctx.bezierCurveTo(s * 0.4, s * 0.1, s * 0.5, s * 0.22, s * 0.5, s * 0.3);
  ctx.bezierCurveTo(s * 0.5, s * 0.22, s * 0.6, s * 0.1, s * 0.74, s * 0.18);
  ctx.bezierCurveTo(s * 0.96, s * 0.3, s * 0.9, s * 0.58, s * 0.5, s * 0.86);
  ctx.closePath();
}

/** Draws the kit's icons into textures; safe to call more than once. */
export function ensureKitTextures(scene: Scene): void {
  drawIcon(scene, KIT_TEXTURES.heart, (ctx, s) => {
    heartPath(ctx, s);
    ctx.fillStyle = '#ff3b5c';
    ctx.fill();
    ctx.lineWidth = s * 0.06;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
    ctx.fillStyle = 'rgba(255,255,255,0.55)';
    ctx.beginPath();
    ctx.ellipse(s * 0.3, s * 0.32, s * 0.07, s * 0.05, -0.6, 0, Math.PI * 2);
    ctx.fill();
  });
  drawIcon(scene, KIT_TEXTURES.heartEmpty, (ctx, s) => {
    heartPath(ctx, s);
    ctx.fillStyle = 'rgba(0,0,0,0.35)';
    ctx.fill();
    ctx.lineWidth = s * 0.06;
    ctx.strokeStyle = 'rgba(255,255,255,0.7)';
    ctx.stroke();
  });
  drawIcon(scene, KIT_TEXTURES.clock, (ctx, s) => {
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.arc(s / 2, s / 2, s * 0.42, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = '#2b2d42';
    ctx.lineWidth = s * 0.09;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(s / 2, s / 2);
    ctx.lineTo(s / 2, s * 0.22);
    ctx.moveTo(s / 2, s / 2);
    ctx.lineTo(s * 0.7, s * 0.6);
    ctx.stroke();
  });
  drawIcon(scene, KIT_TEXTURES.star, (ctx, s) => {
    ctx.beginPath();
    for (let i = 0; i < 10; i++) {
      const radius = i % 2 === 0 ? s * 0.46 : s * 0.2;
      const angle = -Math.PI / 2 + (i * Math.PI) / 5;
      ctx.lineTo(s / 2 + Math.cos(angle) * radius, s / 2 + Math.sin(angle) * radius);
    }
    ctx.closePath();
    ctx.fillStyle = '#ffd23f';
    ctx.fill();
    ctx.lineWidth = s * 0.05;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
  });
  drawIcon(scene, KIT_TEXTURES.arrow, (ctx, s) => {
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.moveTo(s * 0.72, s * 0.5);
    ctx.lineTo(s * 0.34, s * 0.2);
    ctx.lineTo(s * 0.34, s * 0.8);
    ctx.closePath();
    ctx.lineJoin = 'round';
    ctx.lineWidth = s * 0.1;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
    ctx.fill();
  });
  drawIcon(scene, KIT_TEXTURES.pause, (ctx, s) => {
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.roundRect(s * 0.26, s * 0.2, s * 0.16, s * 0.6, s * 0.05);
    ctx.roundRect(s * 0.58, s * 0.2, s * 0.16, s * 0.6, s * 0.05);
    ctx.fill();
  });
}
