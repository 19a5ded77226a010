import { SPRITE_SHEET_FRAMES, type SplatterWorld } from '@promptplay/contracts';
import type { GameObjects, Scene } from 'phaser';

export interface SplatterAssetKeys {
  target: string;
  friend: string;
  bonus: string;
  splat: string;
  targetWalk: string;
  friendWalk: string;
}

export function splatterAssetKeys(prefix: string): SplatterAssetKeys {
  return {
    target: `${prefix}:target`,
    friend: `${prefix}:friend`,
    bonus: `${prefix}:bonus`,
    splat: `${prefix}:splat`,
    targetWalk: `${prefix}:target-walk`,
    friendWalk: `${prefix}:friend-walk`,
  };
}

export function queueSplatterAssets(
  scene: Scene,
  world: SplatterWorld,
  keys: SplatterAssetKeys,
  origin: string,
): void {
  const { target, friend } = world.characters;
  if (!scene.textures.exists(keys.target))
    scene.load.spritesheet(keys.target, new URL(target.sheetUrl, origin).href, {
      frameWidth: target.frameWidth,
      frameHeight: target.frameHeight,
    });
  if (!scene.textures.exists(keys.friend))
    scene.load.spritesheet(keys.friend, new URL(friend.sheetUrl, origin).href, {
      frameWidth: friend.frameWidth,
      frameHeight: friend.frameHeight,
    });
  if (!scene.textures.exists(keys.bonus))
    scene.load.image(keys.bonus, new URL(world.items.bonus.url, origin).href);
}

/** Texture key of the splat blob in the `index`-th colour of `splatBlobColors`. */
export function splatTextureKey(keys: SplatterAssetKeys, index: number): string {
  return `${keys.splat}:${index}`;
}

/**
 * Walk cycles and the splat blob, drawn once in each of `colors` (the colours of what is
 * thrown, then the friend's): a blob of its own per colour shows on every renderer, where a
 * tint shows on WebGL only.
 */
export function createSplatterAnimations(
  scene: Scene,
  keys: SplatterAssetKeys,
  seed: number,
  colors: readonly number[],
): void {
  const run = [2, 3, 4, 5].map((i) => (SPRITE_SHEET_FRAMES[i] ? i : 0));
  const define = (key: string, texture: string, rate: number) => {
    if (scene.anims.exists(key)) return;
    const available = scene.textures.get(texture).frameTotal - 1;
    scene.anims.create({
      key,
      frames: scene.anims.generateFrameNumbers(texture, {
        frames: run.map((i) => (i < available ? i : 0)),
      }),
      frameRate: rate,
      repeat: -1,
    });
  };
  define(keys.targetWalk, keys.target, 10);
  define(keys.friendWalk, keys.friend, 8);
  colors.forEach((color, index) => {
    const key = splatTextureKey(keys, index);
    if (scene.textures.exists(key)) return;
    const g = scene.make.graphics({}, false);
    drawSplatBlob(g, color, seed);
    g.generateTexture(key, 128, 128);
    g.destroy();
  });
}

/** A blob with droplets around it, placed from the seed so each world splats its own way. */
function drawSplatBlob(g: GameObjects.Graphics, color: number, seed: number): void {
  g.fillStyle(color, 1).fillCircle(64, 64, 34);
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  for (let i = 0; i < 11; i++) {
    const angle = (i / 11) * Math.PI * 2 + next() * 0.4;
    const distance = 34 + next() * 22;
    g.fillCircle(64 + Math.cos(angle) * distance, 64 + Math.sin(angle) * distance, 4 + next() * 8);
    g.fillCircle(64 + Math.cos(angle) * 30, 64 + Math.sin(angle) * 30, 10 + next() * 6);
  }
}
