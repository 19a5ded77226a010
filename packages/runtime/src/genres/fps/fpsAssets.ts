import type { Character, FpsWorld } from '@promptplay/contracts';
import type { Scene } from 'phaser';
import { hexToNumber } from '../../kit/uiTheme.js';

export const FPS_CAST = ['hero', 'basicEnemy', 'fastEnemy', 'primaryEnemy'] as const;
export type FpsCastMember = (typeof FPS_CAST)[number];

/** Texture keys of one loaded FPS game. */
export interface FpsAssetKeys {
  sheets: Record<FpsCastMember, string>;
  ammo: string;
  /** What the player holds when the prompt names it (`items.weapon`). */
  weapon: string;
  /** The place's props along the walls, by the world's `items.props` index. */
  props: string[];
  /** The boss's glowing throw. */
  orb: string;
  /** A soft star burst: muzzle flash, impacts, pickups sparkle. */
  burst: string;
}

export function fpsAssetKeys(prefix: string): FpsAssetKeys {
  return {
    sheets: {
      hero: `${prefix}:hero`,
      basicEnemy: `${prefix}:basic`,
      fastEnemy: `${prefix}:fast`,
      primaryEnemy: `${prefix}:primary`,
    },
    ammo: `${prefix}:ammo`,
    weapon: `${prefix}:weapon`,
    props: [0, 1, 2].map((index) => `${prefix}:prop-${index}`),
    orb: `${prefix}:orb`,
    burst: `${prefix}:burst`,
  };
}

/** Queues the world's sprites (skipping ones already loaded). */
export function queueFpsAssets(
  scene: Scene,
  world: FpsWorld,
  keys: FpsAssetKeys,
  origin: string,
): void {
  for (const member of FPS_CAST) {
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
  const weapon = world.items.weapon;
  if (weapon && !scene.textures.exists(keys.weapon))
    scene.load.image(keys.weapon, new URL(weapon.url, origin).href);
  world.items.props?.forEach((prop, index) => {
    const key = keys.props[index];
    if (key && !scene.textures.exists(key)) scene.load.image(key, new URL(prop.url, origin).href);
  });
}

/** Draws the orb and burst textures once, in the world's colours. */
export function createFpsTextures(scene: Scene, world: FpsWorld, keys: FpsAssetKeys): void {
  if (!scene.textures.exists(keys.orb)) {
    const g = scene.make.graphics({}, false);
    const color = hexToNumber(world.palette.secondary);
    g.fillStyle(color, 0.3).fillCircle(32, 32, 32);
    g.fillStyle(color, 1).fillCircle(32, 32, 20);
    g.fillStyle(0xffffff, 0.9).fillCircle(26, 26, 8);
    g.generateTexture(keys.orb, 64, 64);
    g.destroy();
  }
  if (!scene.textures.exists(keys.burst)) {
    const g = scene.make.graphics({}, false);
    g.fillStyle(0xffffff, 0.35).fillCircle(32, 32, 30);
    g.fillStyle(0xffffff, 1);
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      const b = a + Math.PI / 8;
      g.fillTriangle(
        32 + Math.cos(a - 0.25) * 10,
        32 + Math.sin(a - 0.25) * 10,
        32 + Math.cos(a) * 31,
        32 + Math.sin(a) * 31,
        32 + Math.cos(b) * 10,
        32 + Math.sin(b) * 10,
      );
    }
    g.fillCircle(32, 32, 13);
    g.generateTexture(keys.burst, 64, 64);
    g.destroy();
  }
}
