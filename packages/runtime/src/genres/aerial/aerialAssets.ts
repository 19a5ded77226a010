import { SPRITE_SHEET_FRAMES, type AerialWorld, type SpriteFrameName } from '@promptplay/contracts';
import type { Scene } from 'phaser';

/** Texture and animation keys of one loaded aerial game. */
export interface AerialAssetKeys {
  vehicle: string;
  pickup: string;
  ring: string;
  tower: string;
  hanging: string;
  cloud: string;
  destination: string;
  flyer: string;
  flyerFlap: string;
  /** Textures the scene draws itself. */
  puff: string;
  sparkle: string;
  ground: string;
  ceiling: string;
}

export function aerialAssetKeys(prefix: string): AerialAssetKeys {
  return {
    vehicle: `${prefix}:vehicle`,
    pickup: `${prefix}:pickup`,
    ring: `${prefix}:ring`,
    tower: `${prefix}:tower`,
    hanging: `${prefix}:hanging`,
    cloud: `${prefix}:cloud`,
    destination: `${prefix}:destination`,
    flyer: `${prefix}:flyer`,
    flyerFlap: `${prefix}:flyer-flap`,
    puff: `${prefix}:puff`,
    sparkle: `${prefix}:sparkle`,
    ground: `${prefix}:ground`,
    ceiling: `${prefix}:ceiling`,
  };
}

/** Queues the world's images and the flyer's sheet on the scene's loader (skipping loaded ones). */
export function queueAerialAssets(
  scene: Scene,
  world: AerialWorld,
  keys: AerialAssetKeys,
  origin: string,
): void {
  const resolve = (url: string) => new URL(url, origin).href;
  const image = (key: string, url: string) => {
    if (!scene.textures.exists(key)) scene.load.image(key, resolve(url));
  };
  const items = world.items;
  image(keys.vehicle, items.vehicle.url);
  image(keys.pickup, items.pickup.url);
  image(keys.ring, items.ring.url);
  image(keys.tower, items.tower.url);
  image(keys.hanging, items.hanging.url);
  image(keys.cloud, items.cloud.url);
  image(keys.destination, items.destination.url);
  const flyer = world.characters.flyer;
  if (!scene.textures.exists(keys.flyer))
    scene.load.spritesheet(keys.flyer, resolve(flyer.sheetUrl), {
      frameWidth: flyer.frameWidth,
      frameHeight: flyer.frameHeight,
    });
}

/** The flyer's flapping loop from the sheet's run frames (SPRITE_SHEET_FRAMES order). */
export function createAerialAnimations(scene: Scene, keys: AerialAssetKeys): void {
  if (scene.anims.exists(keys.flyerFlap)) return;
  const available = scene.textures.get(keys.flyer).frameTotal - 1;
  const names: SpriteFrameName[] = ['run0', 'run1', 'run2', 'run3'];
  const frames = names.map((name) => {
    const index = SPRITE_SHEET_FRAMES.indexOf(name);
    return index < available ? index : 0;
  });
  scene.anims.create({
    key: keys.flyerFlap,
    frames: scene.anims.generateFrameNumbers(keys.flyer, { frames }),
    frameRate: 10,
    repeat: -1,
  });
}
