import { SPRITE_SHEET_FRAMES, type BrainrotWorld, type Character } from '@promptplay/contracts';
import type { Scene } from 'phaser';
import type { BrainrotAssetKeys } from './brainrotView.js';

export function brainrotAssetKeys(prefix: string, world: BrainrotWorld): BrainrotAssetKeys {
  return {
    hero: `${prefix}:hero`,
    hazard: `${prefix}:hazard`,
    heroRun: `${prefix}:hero-run`,
    heroIdle: `${prefix}:hero-idle`,
    props: world.items.props.map((_, i) => `${prefix}:prop${i}`),
  };
}

function queueSheet(scene: Scene, key: string, character: Character, origin: string): void {
  if (scene.textures.exists(key)) return;
  scene.load.spritesheet(key, new URL(character.sheetUrl, origin).href, {
    frameWidth: character.frameWidth,
    frameHeight: character.frameHeight,
  });
}

export function queueBrainrotAssets(
  scene: Scene,
  world: BrainrotWorld,
  keys: BrainrotAssetKeys,
  origin: string,
): void {
  queueSheet(scene, keys.hero, world.characters.hero, origin);
  queueSheet(scene, keys.hazard, world.characters.hazard, origin);
  world.items.props.forEach((prop, i) => {
    const key = keys.props[i];
    if (key && !scene.textures.exists(key)) scene.load.image(key, new URL(prop.url, origin).href);
  });
}

export function createBrainrotAnimations(scene: Scene, keys: BrainrotAssetKeys): void {
  const frames = (names: (typeof SPRITE_SHEET_FRAMES)[number][]) =>
    scene.anims.generateFrameNumbers(keys.hero, {
      frames: names.map((name) => SPRITE_SHEET_FRAMES.indexOf(name)),
    });
  if (!scene.anims.exists(keys.heroRun))
    scene.anims.create({
      key: keys.heroRun,
      frames: frames(['run0', 'run1', 'run2', 'run3']),
      frameRate: 12,
      repeat: -1,
    });
  if (!scene.anims.exists(keys.heroIdle))
    scene.anims.create({
      key: keys.heroIdle,
      frames: frames(['idle0', 'idle1']),
      frameRate: 3,
      repeat: -1,
    });
}
