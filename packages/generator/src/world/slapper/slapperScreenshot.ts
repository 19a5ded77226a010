import type { SlapperWorld } from '@promptplay/contracts';
import type { CharacterLook, ItemConcept } from '../../analyze/types.js';
import { itemArtFor } from '../../art/castArt.js';
import { el } from '../../art/svg.js';
import { createRandom } from '../../random/seededRandom.js';
import {
  ARENA_SHOT_HEIGHT,
  ARENA_SHOT_WIDTH,
  arenaBackdrop,
  arenaCharacter,
  healthBar,
} from '../arenaArt.js';

const FLOOR_Y = 400;

/** The power meter: red track, yellow good zone, green perfect zone, the needle on green. */
function meter(): string {
  const x = 110;
  const width = 500;
  const y = 70;
  return (
    el('rect', {
      x,
      y,
      width,
      height: 36,
      rx: 10,
      fill: '#e84a5f',
      stroke: '#ffffff',
      'stroke-width': 4,
    }) +
    el('rect', { x: x + 250, y: y + 2, width: 120, height: 32, fill: '#ffd23f' }) +
    el('rect', { x: x + 290, y: y + 2, width: 40, height: 32, fill: '#4cd964' }) +
    el('rect', {
      x: x + 304,
      y: y - 10,
      width: 12,
      height: 56,
      rx: 3,
      fill: '#ffffff',
      stroke: '#1b1d33',
      'stroke-width': 3,
    })
  );
}

/**
 * The screenshot: the slapper mid-swing, the weapon landing on the target's cheek, the power
 * meter and the target's health bar above.
 */
export function slapperScreenshotSvg(
  world: SlapperWorld,
  slapper: CharacterLook,
  target: CharacterLook,
  weapon: ItemConcept,
): string {
  const width = ARENA_SHOT_WIDTH;
  const height = ARENA_SHOT_HEIGHT;
  const random = createRandom(world.seed).fork('screenshot');
  const backdrop = arenaBackdrop(world.palette, world.background, width, height, FLOOR_Y, random);
  const art = itemArtFor(weapon, 'weapon');
  const weaponSvg =
    el('defs', {}, art.defs) +
    el('g', { transform: `translate(400 175) rotate(40) scale(1.6) translate(-32 -32)` }, art.body);
  const stage =
    el('rect', { x: 0, y: FLOOR_Y, width, height: height - FLOOR_Y, fill: world.palette.ground }) +
    el('rect', { x: 0, y: FLOOR_Y, width, height: 16, fill: world.palette.groundAccent }) +
    el('rect', {
      x: 120,
      y: FLOOR_Y + 8,
      width: 480,
      height: 22,
      rx: 8,
      fill: world.palette.primary,
    });
  const lines = [0, 1, 2]
    .map((i) =>
      el('line', {
        x1: 455 + i * 6,
        y1: 150 + i * 28,
        x2: 495 + i * 10,
        y2: 140 + i * 30,
        stroke: '#ffffff',
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }),
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${[
    backdrop,
    stage,
    arenaCharacter(target, 'hurt', 'target', 470, FLOOR_Y + 8, 220, true, 'rotate(12)'),
    arenaCharacter(slapper, 'jump', 'slapper', 260, FLOOR_Y + 8, 190, false),
    weaponSvg,
    lines,
    healthBar(110, 30, 500, 0.6, '#ff5a5a', false),
    meter(),
  ].join('')}</svg>`;
}
