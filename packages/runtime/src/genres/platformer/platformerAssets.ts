import {
  SPRITE_SHEET_FRAMES,
  type PlatformerWorld,
  type SpriteFrameName,
} from '@promptplay/contracts';
import type { Scene } from 'phaser';

/** Texture and animation keys of one loaded platformer game. */
export interface PlatformerAssetKeys {
  hero: string;
  enemy: string;
  collectible: string;
  goal: string;
  tiles: string;
  heroIdle: string;
  heroRun: string;
  heroJump: string;
  heroHurt: string;
  enemyWalk: string;
}

export function platformerAssetKeys(prefix: string): PlatformerAssetKeys {
  return {
    hero: `${prefix}:hero`,
    enemy: `${prefix}:enemy`,
    collectible: `${prefix}:collectible`,
    goal: `${prefix}:goal`,
    tiles: `${prefix}:tiles`,
    heroIdle: `${prefix}:hero-idle`,
    heroRun: `${prefix}:hero-run`,
    heroJump: `${prefix}:hero-jump`,
    heroHurt: `${prefix}:hero-hurt`,
    enemyWalk: `${prefix}:enemy-walk`,
  };
}

function resolveUrl(url: string, origin: string): string {
  return new URL(url, origin).href;
}

/** Queues the world's sprites on the scene's loader (skipping ones already loaded). */
export function queuePlatformerAssets(
  scene: Scene,
  world: PlatformerWorld,
  keys: PlatformerAssetKeys,
  origin: string,
): void {
  const { hero, enemy } = world.characters;
  if (!scene.textures.exists(keys.hero)) {
    scene.load.spritesheet(keys.hero, resolveUrl(hero.sheetUrl, origin), {
      frameWidth: hero.frameWidth,
      frameHeight: hero.frameHeight,
    });
  }
  if (!scene.textures.exists(keys.enemy)) {
    scene.load.spritesheet(keys.enemy, resolveUrl(enemy.sheetUrl, origin), {
      frameWidth: enemy.frameWidth,
      frameHeight: enemy.frameHeight,
    });
  }
  if (!scene.textures.exists(keys.collectible))
    scene.load.image(keys.collectible, resolveUrl(world.items.collectible.url, origin));
  if (!scene.textures.exists(keys.goal))
    scene.load.image(keys.goal, resolveUrl(world.items.goal.url, origin));
}

function frameIndex(name: SpriteFrameName): number {
  return SPRITE_SHEET_FRAMES.indexOf(name);
}

/** Creates the hero and enemy animations from the sheets' frame order (SPRITE_SHEET_FRAMES). */
export function createPlatformerAnimations(scene: Scene, keys: PlatformerAssetKeys): void {
  const define = (
    key: string,
    texture: string,
    names: SpriteFrameName[],
    frameRate: number,
    repeat: number,
  ) => {
    if (scene.anims.exists(key)) return;
    // A sheet with fewer frames than the contract still animates, on its first frame.
    const available = scene.textures.get(texture).frameTotal - 1;
    const frames = names.map((name) => (frameIndex(name) < available ? frameIndex(name) : 0));
    scene.anims.create({
      key,
      frames: scene.anims.generateFrameNumbers(texture, { frames }),
      frameRate,
      repeat,
    });
  };
  define(keys.heroIdle, keys.hero, ['idle0', 'idle1'], 3, -1);
  define(keys.heroRun, keys.hero, ['run0', 'run1', 'run2', 'run3'], 12, -1);
  define(keys.heroJump, keys.hero, ['jump'], 1, 0);
  define(keys.heroHurt, keys.hero, ['hurt'], 1, 0);
  define(keys.enemyWalk, keys.enemy, ['run0', 'run1', 'run2', 'run3'], 8, -1);
}
