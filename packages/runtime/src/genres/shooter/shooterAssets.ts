import { SPRITE_SHEET_FRAMES, type Character, type ShooterWorld } from '@promptplay/contracts';
import type { Scene } from 'phaser';

export const SHOOTER_CAST = ['hero', 'basicEnemy', 'fastEnemy', 'primaryEnemy'] as const;
export type ShooterCastMember = (typeof SHOOTER_CAST)[number];

/** Texture keys of one loaded shooter game; `<key>-fly` is each sheet's looping animation. */
export interface ShooterAssetKeys {
  sheets: Record<ShooterCastMember, string>;
  ammo: string;
  spark: string;
}

export function shooterAssetKeys(prefix: string): ShooterAssetKeys {
  return {
    sheets: {
      hero: `${prefix}:hero`,
      basicEnemy: `${prefix}:basic`,
      fastEnemy: `${prefix}:fast`,
      primaryEnemy: `${prefix}:primary`,
    },
    ammo: `${prefix}:ammo`,
    spark: `${prefix}:spark`,
  };
}

export const flyAnimationKey = (sheetKey: string): string => `${sheetKey}-fly`;

/** Queues the world's sprites (skipping ones already loaded). */
export function queueShooterAssets(
  scene: Scene,
  world: ShooterWorld,
  keys: ShooterAssetKeys,
  origin: string,
): void {
  for (const member of SHOOTER_CAST) {
    const key = keys.sheets[member];
    const character: Character = world.characters[member];
    if (scene.textures.exists(key)) continue;
    scene.load.spritesheet(key, new URL(character.sheetUrl, origin).href, {
      frameWidth: character.frameWidth,
      frameHeight: character.frameHeight,
    });
  }
  if (!scene.textures.exists(keys.ammo))
    scene.load.image(keys.ammo, new URL(world.items.ammo.url, origin).href);
}

/** A looping run cycle per sheet, plus a soft round spark texture for hits. */
export function createShooterAnimations(scene: Scene, keys: ShooterAssetKeys): void {
  const run = ['run0', 'run1', 'run2', 'run3'].map((name) =>
    SPRITE_SHEET_FRAMES.indexOf(name as (typeof SPRITE_SHEET_FRAMES)[number]),
  );
  for (const member of SHOOTER_CAST) {
    const sheet = keys.sheets[member];
    const key = flyAnimationKey(sheet);
    if (scene.anims.exists(key)) continue;
    const available = scene.textures.get(sheet).frameTotal - 1;
    scene.anims.create({
      key,
      frames: scene.anims.generateFrameNumbers(sheet, {
        frames: run.map((i) => (i < available ? i : 0)),
      }),
      frameRate: member === 'fastEnemy' ? 14 : 9,
      repeat: -1,
    });
  }
  if (!scene.textures.exists(keys.spark)) {
    const g = scene.make.graphics({}, false);
    g.fillStyle(0xffffff, 0.35).fillCircle(16, 16, 16);
    g.fillStyle(0xffffff, 1).fillCircle(16, 16, 8);
    g.generateTexture(keys.spark, 32, 32);
    g.destroy();
  }
}
