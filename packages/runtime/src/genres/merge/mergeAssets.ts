import { SPRITE_SHEET_FRAMES, type MergeWorld, type SpriteFrameName } from '@promptplay/contracts';
import type { Scene } from 'phaser';

/** Texture and animation keys of one loaded merge game. */
export interface MergeAssetKeys {
  tiers: string[];
  mascot: string;
  mascotIdle: string;
  mascotCheer: string;
}

export function mergeAssetKeys(prefix: string, tierCount: number): MergeAssetKeys {
  return {
    tiers: Array.from({ length: tierCount }, (_, tier) => `${prefix}:tier${tier}`),
    mascot: `${prefix}:mascot`,
    mascotIdle: `${prefix}:mascot-idle`,
    mascotCheer: `${prefix}:mascot-cheer`,
  };
}

/** Queues the chain's item images and the mascot sheet (skipping ones already loaded). */
export function queueMergeAssets(
  scene: Scene,
  world: MergeWorld,
  keys: MergeAssetKeys,
  origin: string,
): void {
  const url = (path: string) => new URL(path, origin).href;
  world.items.chain.forEach((item, tier) => {
    const key = keys.tiers[tier];
    if (key && !scene.textures.exists(key)) scene.load.image(key, url(item.url));
  });
  const mascot = world.characters.mascot;
  if (!scene.textures.exists(keys.mascot))
    scene.load.spritesheet(keys.mascot, url(mascot.sheetUrl), {
      frameWidth: mascot.frameWidth,
      frameHeight: mascot.frameHeight,
    });
}

export function createMergeAnimations(scene: Scene, keys: MergeAssetKeys): void {
  const define = (key: string, names: SpriteFrameName[], frameRate: number, repeat: number) => {
    if (scene.anims.exists(key)) return;
    const available = scene.textures.get(keys.mascot).frameTotal - 1;
    const frames = names.map((name) => {
      const index = SPRITE_SHEET_FRAMES.indexOf(name);
      return index < available ? index : 0;
    });
    scene.anims.create({
      key,
      frames: scene.anims.generateFrameNumbers(keys.mascot, { frames }),
      frameRate,
      repeat,
    });
  };
  define(keys.mascotIdle, ['idle0', 'idle1'], 3, -1);
  define(keys.mascotCheer, ['jump', 'run1', 'jump', 'idle0'], 8, 0);
}
