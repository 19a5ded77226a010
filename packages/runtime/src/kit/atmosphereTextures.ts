import type { Scene } from 'phaser';

/** Small textures the weather draws with, made once per game (keys under its prefix). */
function canvasTexture(
  scene: Scene,
  key: string,
  width: number,
  height: number,
  draw: (ctx: CanvasRenderingContext2D) => void,
): string {
  if (scene.textures.exists(key)) return key;
  const texture = scene.textures.createCanvas(key, width, height);
  if (!texture) return key;
  draw(texture.getContext());
  texture.refresh();
  return key;
}

/** A white dot fading out to its edge: stars, snowflakes, glows. */
export function softDotTexture(scene: Scene, prefix: string): string {
  return canvasTexture(scene, `${prefix}:atm-dot`, 64, 64, (ctx) => {
    const gradient = ctx.createRadialGradient(32, 32, 0, 32, 32, 32);
    gradient.addColorStop(0, 'rgba(255,255,255,1)');
    gradient.addColorStop(0.35, 'rgba(255,255,255,0.75)');
    gradient.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 64, 64);
  });
}

/** A thin streak, bright at its head: one raindrop. */
export function rainTexture(scene: Scene, prefix: string): string {
  return canvasTexture(scene, `${prefix}:atm-rain`, 4, 48, (ctx) => {
    const gradient = ctx.createLinearGradient(0, 0, 0, 48);
    gradient.addColorStop(0, 'rgba(220,232,255,0)');
    gradient.addColorStop(1, 'rgba(220,232,255,0.9)');
    ctx.fillStyle = gradient;
    ctx.fillRect(1, 0, 2, 48);
  });
}

/** A wide soft band of mist. */
export function fogTexture(scene: Scene, prefix: string): string {
  return canvasTexture(scene, `${prefix}:atm-fog`, 256, 64, (ctx) => {
    ctx.save();
    ctx.scale(4, 1);
    const gradient = ctx.createRadialGradient(32, 32, 0, 32, 32, 32);
    gradient.addColorStop(0, 'rgba(242,244,246,0.9)');
    gradient.addColorStop(0.6, 'rgba(242,244,246,0.45)');
    gradient.addColorStop(1, 'rgba(242,244,246,0)');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 64, 64);
    ctx.restore();
  });
}
