import type { RacingWorld } from '@promptplay/contracts';
import type { Scene } from 'phaser';

/** Texture keys of one loaded racing game. */
export interface RacingAssetKeys {
  vehicle: string;
  rivalVehicle: string;
  pickup: string;
  obstacle: string;
}

export function racingAssetKeys(prefix: string): RacingAssetKeys {
  return {
    vehicle: `${prefix}:vehicle`,
    rivalVehicle: `${prefix}:rival-vehicle`,
    pickup: `${prefix}:pickup`,
    obstacle: `${prefix}:obstacle`,
  };
}

/** Queues the world's images on the scene's loader (skipping ones already loaded). */
export function queueRacingAssets(
  scene: Scene,
  world: RacingWorld,
  keys: RacingAssetKeys,
  origin: string,
): void {
  const items = world.items;
  const queue = (key: string, url: string) => {
    if (!scene.textures.exists(key)) scene.load.image(key, new URL(url, origin).href);
  };
  queue(keys.vehicle, items.vehicle.url);
  queue(keys.rivalVehicle, items.rivalVehicle.url);
  queue(keys.pickup, items.pickup.url);
  queue(keys.obstacle, items.obstacle.url);
}
