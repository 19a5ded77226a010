import { SPRITE_SHEET_FRAMES, type Character, type SlapperWorld } from '@promptplay/contracts';
import type { Scene } from 'phaser';

export interface SlapperAssetKeys {
  slapper: string;
  target: string;
  slapperIdle: string;
  targetIdle: string;
  weapons: string[];
}

export function slapperAssetKeys(prefix: string, world: SlapperWorld): SlapperAssetKeys {
  return {
    slapper: `${prefix}:slapper`,
    target: `${prefix}:target`,
    slapperIdle: `${prefix}:slapper-idle`,
    targetIdle: `${prefix}:target-idle`,
    weapons: world.slapper.weapons.map((_, i) => `${prefix}:weapon${i}`),
  };
}

function queueSheet(scene: Scene, key: string, character: Character, origin: string): void {
  if (scene.textures.exists(key)) return;
  scene.load.spritesheet(key, new URL(character.sheetUrl, origin).href, {
    frameWidth: character.frameWidth,
    frameHeight: character.frameHeight,
  });
}

export function queueSlapperAssets(
  scene: Scene,
  world: SlapperWorld,
  keys: SlapperAssetKeys,
  origin: string,
): void {
  queueSheet(scene, keys.slapper, world.characters.slapper, origin);
  queueSheet(scene, keys.target, world.characters.target, origin);
  world.slapper.weapons.forEach((weapon, i) => {
    const key = keys.weapons[i];
    if (key && !scene.textures.exists(key))
      scene.load.image(key, new URL(weapon.sprite.url, origin).href);
  });
}

export const SLAPPER_FRAMES = {
  idle0: SPRITE_SHEET_FRAMES.indexOf('idle0'),
  idle1: SPRITE_SHEET_FRAMES.indexOf('idle1'),
  swing: SPRITE_SHEET_FRAMES.indexOf('jump'),
  hurt: SPRITE_SHEET_FRAMES.indexOf('hurt'),
} as const;

export function createSlapperAnimations(scene: Scene, keys: SlapperAssetKeys): void {
  for (const [anim, texture] of [
    [keys.slapperIdle, keys.slapper],
    [keys.targetIdle, keys.target],
  ] as const) {
    if (scene.anims.exists(anim)) continue;
    scene.anims.create({
      key: anim,
      frames: scene.anims.generateFrameNumbers(texture, {
        frames: [SLAPPER_FRAMES.idle0, SLAPPER_FRAMES.idle1],
      }),
      frameRate: 3,
      repeat: -1,
    });
  }
}
