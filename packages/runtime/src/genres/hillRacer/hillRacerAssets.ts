import {
  SPRITE_SHEET_FRAMES,
  type HillRacerWorld,
  type SpriteFrameName,
} from '@promptplay/contracts';
import type { Scene } from 'phaser';

/** Texture keys of one loaded hill racer game. */
export interface HillRacerAssetKeys {
  driver: string;
  vehicle: string;
  wheel: string;
  coin: string;
  fuel: string;
  goal: string;
  /** Prefix of the cached ground chunks' textures (hillRacerTerrainCache.ts). */
  terrain: string;
  /** The gauges' backs, painted once per layout (hillRacerGauges.ts). */
  gaugeBacks: string;
}

export function hillRacerAssetKeys(prefix: string): HillRacerAssetKeys {
  return {
    driver: `${prefix}:driver`,
    vehicle: `${prefix}:vehicle`,
    wheel: `${prefix}:wheel`,
    coin: `${prefix}:coin`,
    fuel: `${prefix}:fuel`,
    goal: `${prefix}:goal`,
    terrain: `${prefix}:terrain`,
    gaugeBacks: `${prefix}:gauge-backs`,
  };
}

/** Queues the world's sprites on the scene's loader (skipping ones already loaded). */
export function queueHillRacerAssets(
  scene: Scene,
  world: HillRacerWorld,
  keys: HillRacerAssetKeys,
  origin: string,
): void {
  const { driver } = world.characters;
  const resolve = (url: string) => new URL(url, origin).href;
  if (!scene.textures.exists(keys.driver))
    scene.load.spritesheet(keys.driver, resolve(driver.sheetUrl), {
      frameWidth: driver.frameWidth,
      frameHeight: driver.frameHeight,
    });
  const items = world.items;
  const queue = (key: string, url: string) => {
    if (!scene.textures.exists(key)) scene.load.image(key, resolve(url));
  };
  queue(keys.vehicle, items.vehicle.url);
  queue(keys.wheel, items.wheel.url);
  queue(keys.coin, items.coin.url);
  queue(keys.fuel, items.fuel.url);
  queue(keys.goal, items.goal.url);
}

/** Frame index of a named pose in the driver's sheet, or 0 when the sheet is shorter. */
export function driverFrame(scene: Scene, key: string, name: SpriteFrameName): number {
  const index = SPRITE_SHEET_FRAMES.indexOf(name);
  return index < scene.textures.get(key).frameTotal - 1 ? index : 0;
}
