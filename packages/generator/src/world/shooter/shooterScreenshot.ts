import type { ShooterWorld } from '@promptplay/contracts';
import type { CharacterLook, ItemConcept } from '../../analyze/types.js';
import { el, svgDocument } from '../../art/svg.js';
import { createRandom } from '../../random/seededRandom.js';
import { arenaBackdrop, characterStamp, itemStamp } from './arenaArt.js';

export const SHOOTER_SCREENSHOT_WIDTH = 720;
export const SHOOTER_SCREENSHOT_HEIGHT = 480;

export interface ShooterCast {
  hero: CharacterLook;
  primaryEnemy: CharacterLook;
  basicEnemy: CharacterLook;
  fastEnemy: CharacterLook;
  ammo: ItemConcept;
}

/**
 * A moment of the game: the hero low in the middle firing a line of ammo up at a wave of
 * basic and fast enemies, the primary enemy hovering above with its health bar.
 */
export function shooterScreenshotSvg(world: ShooterWorld, cast: ShooterCast): string {
  const width = SHOOTER_SCREENSHOT_WIDTH;
  const height = SHOOTER_SCREENSHOT_HEIGHT;
  const random = createRandom(world.seed).fork('shooter-shot');
  const backdrop = arenaBackdrop(world.palette, world.background, width, height, random);
  const hero = characterStamp(cast.hero, 'hero');
  const primary = characterStamp(cast.primaryEnemy, 'primary');
  const basic = characterStamp(cast.basicEnemy, 'basic');
  const fast = characterStamp(cast.fastEnemy, 'fast');
  const ammo = itemStamp(cast.ammo, 'ammo');
  const heroX = width / 2;
  const heroY = height - 70;
  const enemies = [
    basic.place(150, 190, 64, 'run1'),
    basic.place(560, 230, 64, 'run3', true),
    fast.place(250, 280, 56, 'run0'),
    fast.place(470, 140, 56, 'run2', true),
    basic.place(620, 330, 60, 'run2', true),
  ];
  const shots = [0, 1, 2, 3].map((i) => ammo.place(heroX, heroY - 70 - i * 62, 30, i * 50));
  const hostile = [
    [300, 150],
    [420, 250],
  ].map(([x, y]) =>
    el('circle', {
      cx: x ?? 0,
      cy: y ?? 0,
      r: 9,
      fill: world.palette.secondary,
      stroke: '#ffffff',
      'stroke-width': 3,
    }),
  );
  const bar =
    el('rect', {
      x: heroX - 56,
      y: 24,
      width: 112,
      height: 12,
      rx: 4,
      fill: '#000000',
      opacity: 0.55,
    }) + el('rect', { x: heroX - 54, y: 26, width: 70, height: 8, rx: 3, fill: '#5cdb5c' });
  const streaks = Array.from({ length: 18 }, () => {
    const x = random.range(0, width);
    const y = random.range(0, height);
    return el('rect', {
      x,
      y,
      width: 3,
      height: random.range(10, 34),
      fill: world.palette.text,
      opacity: 0.3,
    });
  });
  const defs = [backdrop.defs, hero.defs, primary.defs, basic.defs, fast.defs, ammo.defs].join('');
  const content =
    `<defs>${defs}</defs>` +
    backdrop.body +
    el('rect', { x: 0, y: 0, width, height, fill: world.palette.skyTop, opacity: 0.25 }) +
    streaks.join('') +
    primary.place(heroX, 88, 110, 'run1') +
    bar +
    enemies.join('') +
    shots.join('') +
    hostile.join('') +
    hero.place(heroX, heroY, 92, 'run0');
  return svgDocument(width, height, content);
}
