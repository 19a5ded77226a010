import type { FightingWorld } from '@promptplay/contracts';
import type { CharacterLook } from '../../analyze/types.js';
import { el } from '../../art/svg.js';
import { createRandom } from '../../random/seededRandom.js';
import {
  ARENA_SHOT_HEIGHT,
  ARENA_SHOT_WIDTH,
  arenaBackdrop,
  arenaCharacter,
  healthBar,
} from '../arenaArt.js';

const FLOOR_Y = 380;
const FIGHTER_SIZE = 170;

/** The ring with its ropes and posts, on the floor line. */
function ring(world: FightingWorld): string {
  const { palette } = world;
  const left = 70;
  const right = ARENA_SHOT_WIDTH - 70;
  const ropes = [50, 95, 140]
    .map((lift) =>
      el('line', {
        x1: left,
        y1: FLOOR_Y - lift,
        x2: right,
        y2: FLOOR_Y - lift,
        stroke: palette.primary,
        'stroke-width': 6,
        'stroke-linecap': 'round',
      }),
    )
    .join('');
  const posts = [left, right]
    .map(
      (x) =>
        el('rect', {
          x: x - 8,
          y: FLOOR_Y - 160,
          width: 16,
          height: 160,
          rx: 4,
          fill: palette.secondary,
        }) + el('circle', { cx: x, cy: FLOOR_Y - 160, r: 9, fill: '#ffffff', opacity: 0.6 }),
    )
    .join('');
  return (
    el('rect', { x: 0, y: FLOOR_Y, width: ARENA_SHOT_WIDTH, height: 120, fill: palette.ground }) +
    el('rect', {
      x: left - 30,
      y: FLOOR_Y,
      width: right - left + 60,
      height: 20,
      fill: palette.groundAccent,
    }) +
    el('rect', {
      x: left - 30,
      y: FLOOR_Y + 20,
      width: right - left + 60,
      height: 9,
      fill: '#000000',
      opacity: 0.2,
    }) +
    ropes +
    posts
  );
}

/** A comic impact star where the glove lands. */
function impact(cx: number, cy: number, color: string): string {
  const points: string[] = [];
  for (let i = 0; i < 16; i++) {
    const radius = i % 2 === 0 ? 34 : 15;
    const angle = (i / 16) * Math.PI * 2;
    points.push(
      `${(cx + Math.cos(angle) * radius).toFixed(1)},${(cy + Math.sin(angle) * radius).toFixed(1)}`,
    );
  }
  return el('polygon', {
    points: points.join(' '),
    fill: color,
    stroke: '#ffffff',
    'stroke-width': 3,
  });
}

/**
 * The screenshot: mid-bout in the ring, the fighter's glove landing on the first opponent, both
 * health bars up top.
 */
export function fightingScreenshotSvg(
  world: FightingWorld,
  fighter: CharacterLook,
  opponent: CharacterLook,
): string {
  const width = ARENA_SHOT_WIDTH;
  const height = ARENA_SHOT_HEIGHT;
  const random = createRandom(world.seed).fork('screenshot');
  const backdrop = arenaBackdrop(world.palette, world.background, width, height, FLOOR_Y, random);
  const fighterX = 290;
  const opponentX = 440;
  const gloveX = fighterX + 78;
  const gloveY = FLOOR_Y - FIGHTER_SIZE * 0.52;
  const glove = el('circle', {
    cx: gloveX,
    cy: gloveY,
    r: 17,
    fill: world.palette.accent,
    stroke: '#1b1d33',
    'stroke-width': 4,
  });
  const bars =
    healthBar(24, 26, 300, 0.85, '#4cd964', false) +
    healthBar(width - 324, 26, 300, 0.45, '#ff5a5a', true);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${[
    backdrop,
    ring(world),
    arenaCharacter(opponent, 'hurt', 'opponent', opponentX, FLOOR_Y + 6, FIGHTER_SIZE, true),
    arenaCharacter(fighter, 'jump', 'fighter', fighterX, FLOOR_Y + 6, FIGHTER_SIZE, false),
    impact(gloveX + 22, gloveY - 4, '#ffd23f'),
    glove,
    bars,
  ].join('')}</svg>`;
}
