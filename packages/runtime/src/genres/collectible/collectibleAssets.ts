import {
  MAX_OBSTACLE_SPRITES,
  SPRITE_SHEET_FRAMES,
  type CollectibleWorld,
  type SpriteFrameName,
} from '@promptplay/contracts';
import type { Scene } from 'phaser';

/** Texture and animation keys of one loaded collectible game. */
export interface CollectibleAssetKeys {
  hero: string;
  hazard: string;
  item: string;
  bonus: string;
  floor: string;
  /** The place's floor tile from the generator (optional: the floor falls back to a checker). */
  floorTile: string;
  /** The place's props standing in the arena, by the world's obstacle sprite index. */
  obstacles: string[];
  heroIdle: string;
  heroRun: string;
  heroHurt: string;
  hazardWalk: string;
}

export function collectibleAssetKeys(prefix: string): CollectibleAssetKeys {
  return {
    hero: `${prefix}:hero`,
    hazard: `${prefix}:hazard`,
    item: `${prefix}:item`,
    bonus: `${prefix}:bonus`,
    floor: `${prefix}:floor`,
    floorTile: `${prefix}:floor-tile`,
    obstacles: Array.from({ length: MAX_OBSTACLE_SPRITES }, (_, i) => `${prefix}:obstacle-${i}`),
    heroIdle: `${prefix}:hero-idle`,
    heroRun: `${prefix}:hero-run`,
    heroHurt: `${prefix}:hero-hurt`,
    hazardWalk: `${prefix}:hazard-walk`,
  };
}

/** Queues the world's sprites (skipping ones already loaded, e.g. on replay). */
export function queueCollectibleAssets(
  scene: Scene,
  world: CollectibleWorld,
  keys: CollectibleAssetKeys,
  origin: string,
): void {
  const url = (path: string) => new URL(path, origin).href;
  const { hero, hazard } = world.characters;
  if (!scene.textures.exists(keys.hero))
    scene.load.spritesheet(keys.hero, url(hero.sheetUrl), {
      frameWidth: hero.frameWidth,
      frameHeight: hero.frameHeight,
    });
  if (!scene.textures.exists(keys.hazard))
    scene.load.spritesheet(keys.hazard, url(hazard.sheetUrl), {
      frameWidth: hazard.frameWidth,
      frameHeight: hazard.frameHeight,
    });
  if (!scene.textures.exists(keys.item))
    scene.load.image(keys.item, url(world.items.collectible.url));
  if (!scene.textures.exists(keys.bonus)) scene.load.image(keys.bonus, url(world.items.bonus.url));
  const { floorUrl } = world.background;
  if (floorUrl && !scene.textures.exists(keys.floorTile))
    scene.load.image(keys.floorTile, url(floorUrl));
  world.obstacles?.sprites.forEach((sprite, index) => {
    const key = keys.obstacles[index];
    if (key && !scene.textures.exists(key)) scene.load.image(key, url(sprite.url));
  });
}

/** Hero and hazard animations from the sheets' frame order (SPRITE_SHEET_FRAMES). */
export function createCollectibleAnimations(scene: Scene, keys: CollectibleAssetKeys): void {
  const define = (key: string, texture: string, names: SpriteFrameName[], frameRate: number) => {
    if (scene.anims.exists(key)) return;
    const available = scene.textures.get(texture).frameTotal - 1;
    const frames = names.map((name) => {
      const index = SPRITE_SHEET_FRAMES.indexOf(name);
      return index < available ? index : 0;
    });
    scene.anims.create({
      key,
      frames: scene.anims.generateFrameNumbers(texture, { frames }),
      frameRate,
      repeat: -1,
    });
  };
  define(keys.heroIdle, keys.hero, ['idle0', 'idle1'], 3);
  define(keys.heroRun, keys.hero, ['run0', 'run1', 'run2', 'run3'], 12);
  define(keys.heroHurt, keys.hero, ['hurt'], 1);
  define(keys.hazardWalk, keys.hazard, ['run0', 'run1', 'run2', 'run3'], 8);
}
