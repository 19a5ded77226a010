import {
  SPRITE_SHEET_FRAMES,
  type FarmingWorld,
  type SpriteFrameName,
} from '@promptplay/contracts';
import type { Scene } from 'phaser';

type CharacterSlot = 'farmer' | 'landSeller' | 'seedSeller' | 'cropBuyer';
export const FARMING_CHARACTERS: readonly CharacterSlot[] = [
  'farmer',
  'landSeller',
  'seedSeller',
  'cropBuyer',
];

/** Texture and animation keys of one loaded farming game. */
export interface FarmingAssetKeys {
  characters: Record<CharacterSlot, string>;
  idle: Record<CharacterSlot, string>;
  farmerRun: string;
  crop: string;
  seed: string;
  coin: string;
}

export function farmingAssetKeys(prefix: string): FarmingAssetKeys {
  const per = (suffix: string) =>
    Object.fromEntries(
      FARMING_CHARACTERS.map((slot) => [slot, `${prefix}:${slot}${suffix}`]),
    ) as Record<CharacterSlot, string>;
  return {
    characters: per(''),
    idle: per('-idle'),
    farmerRun: `${prefix}:farmer-run`,
    crop: `${prefix}:crop`,
    seed: `${prefix}:seed`,
    coin: `${prefix}:coin`,
  };
}

export function queueFarmingAssets(
  scene: Scene,
  world: FarmingWorld,
  keys: FarmingAssetKeys,
  origin: string,
): void {
  const url = (path: string) => new URL(path, origin).href;
  for (const slot of FARMING_CHARACTERS) {
    const character = world.characters[slot];
    const key = keys.characters[slot];
    if (!scene.textures.exists(key))
      scene.load.spritesheet(key, url(character.sheetUrl), {
        frameWidth: character.frameWidth,
        frameHeight: character.frameHeight,
      });
  }
  if (!scene.textures.exists(keys.crop)) scene.load.image(keys.crop, url(world.items.crop.url));
  if (!scene.textures.exists(keys.seed)) scene.load.image(keys.seed, url(world.items.seed.url));
  if (!scene.textures.exists(keys.coin)) scene.load.image(keys.coin, url(world.items.coin.url));
}

export function createFarmingAnimations(scene: Scene, keys: FarmingAssetKeys): void {
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
  for (const slot of FARMING_CHARACTERS)
    define(keys.idle[slot], keys.characters[slot], ['idle0', 'idle1'], 3);
  define(keys.farmerRun, keys.characters.farmer, ['run0', 'run1', 'run2', 'run3'], 12);
}
