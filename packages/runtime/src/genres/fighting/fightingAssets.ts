import {
  SPRITE_SHEET_FRAMES,
  type Character,
  type FightingWorld,
  type SpriteFrameName,
} from '@promptplay/contracts';
import type { Scene } from 'phaser';

/** Texture and animation keys of one character sheet. */
export interface SheetKeys {
  texture: string;
  idle: string;
  walk: string;
}

export interface FightingAssetKeys {
  fighter: SheetKeys;
  dummy: SheetKeys;
  opponents: SheetKeys[];
  badge: string;
}

const sheetKeys = (prefix: string, name: string): SheetKeys => ({
  texture: `${prefix}:${name}`,
  idle: `${prefix}:${name}-idle`,
  walk: `${prefix}:${name}-walk`,
});

export function fightingAssetKeys(prefix: string, world: FightingWorld): FightingAssetKeys {
  return {
    fighter: sheetKeys(prefix, 'fighter'),
    dummy: sheetKeys(prefix, 'dummy'),
    opponents: world.fighting.opponents.map((_, i) => sheetKeys(prefix, `opponent${i}`)),
    badge: `${prefix}:badge`,
  };
}

/** Index of a named frame in every sheet (SPRITE_SHEET_FRAMES order). */
export function frameOf(name: SpriteFrameName): number {
  return SPRITE_SHEET_FRAMES.indexOf(name);
}

function queueSheet(scene: Scene, key: string, character: Character, origin: string): void {
  if (scene.textures.exists(key)) return;
  scene.load.spritesheet(key, new URL(character.sheetUrl, origin).href, {
    frameWidth: character.frameWidth,
    frameHeight: character.frameHeight,
  });
}

/** Queues every sprite of the fight on the scene's loader (skipping loaded ones). */
export function queueFightingAssets(
  scene: Scene,
  world: FightingWorld,
  keys: FightingAssetKeys,
  origin: string,
): void {
  queueSheet(scene, keys.fighter.texture, world.characters.fighter, origin);
  queueSheet(scene, keys.dummy.texture, world.characters.dummy, origin);
  world.fighting.opponents.forEach((opponent, i) => {
    const sheet = keys.opponents[i];
    if (sheet) queueSheet(scene, sheet.texture, opponent.character, origin);
  });
  if (!scene.textures.exists(keys.badge))
    scene.load.image(keys.badge, new URL(world.items.badge.url, origin).href);
}

function defineSheetAnimations(scene: Scene, keys: SheetKeys): void {
  const available = scene.textures.get(keys.texture).frameTotal - 1;
  const frames = (names: SpriteFrameName[]) =>
    names.map((name) => (frameOf(name) < available ? frameOf(name) : 0));
  if (!scene.anims.exists(keys.idle))
    scene.anims.create({
      key: keys.idle,
      frames: scene.anims.generateFrameNumbers(keys.texture, {
        frames: frames(['idle0', 'idle1']),
      }),
      frameRate: 4,
      repeat: -1,
    });
  if (!scene.anims.exists(keys.walk))
    scene.anims.create({
      key: keys.walk,
      frames: scene.anims.generateFrameNumbers(keys.texture, {
        frames: frames(['run0', 'run1', 'run2', 'run3']),
      }),
      frameRate: 10,
      repeat: -1,
    });
}

export function createFightingAnimations(scene: Scene, keys: FightingAssetKeys): void {
  defineSheetAnimations(scene, keys.fighter);
  defineSheetAnimations(scene, keys.dummy);
  for (const sheet of keys.opponents) defineSheetAnimations(scene, sheet);
}
