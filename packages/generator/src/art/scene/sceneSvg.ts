import type { PlatformerWorld, SpriteFrameName } from '@promptplay/contracts';
import type { PlatformerLevel } from '@promptplay/runtime/levels';
import type { CharacterLook, GoalConcept, ItemConcept } from '../../analyze/types.js';
import { createRandom } from '../../random/seededRandom.js';
import { characterArt, goalArtFor, itemArtFor } from '../castArt.js';
import { CHARACTER_FRAME_SIZE } from '../character/drawCharacter.js';
import { GROUND_Y } from '../character/rig.js';
import { el, linearGradient } from '../svg.js';
import { drawBackdrop } from './backdrop.js';
import { cameraAtStart } from './camera.js';
import { drawTiles } from './tiles.js';

/** Display sizes in level pixels, as the runtime's platformer view shows them. */
/** Two tiles and more: a job's outfit (a chef's hat, a flannel shirt) reads on a phone. */
export const HERO_DISPLAY = 70;
const ENEMY_DISPLAY = 38;
const COIN_DISPLAY = 24;
const GOAL_DISPLAY = 72;

export interface SceneCast {
  hero: CharacterLook;
  enemy: CharacterLook;
  collectible: ItemConcept;
  goal: GoalConcept;
}

/** What moves between frames of the scene; all offsets in level pixels. */
export interface SceneMoment {
  heroFrame: SpriteFrameName;
  heroLift: number;
  enemyFrame: (index: number) => SpriteFrameName;
  enemyShift: (index: number) => number;
  /** Enemies walk towards the hero unless they are on their way back. */
  isEnemyFacingLeft: (index: number) => boolean;
  coinLift: number;
}

function shadow(cx: number, feetY: number, width: number): string {
  return el('ellipse', {
    cx,
    cy: feetY - 1,
    rx: width * 0.32,
    ry: 4,
    fill: '#000000',
    opacity: 0.22,
  });
}

/** A character frame scaled to `display` pixels, feet on `feetY`, optionally facing left. */
function placeCharacter(
  frameSvg: string,
  cx: number,
  feetY: number,
  display: number,
  isFacingLeft: boolean,
): string {
  const scale = display / CHARACTER_FRAME_SIZE;
  const flip = isFacingLeft ? -1 : 1;
  const transform = `translate(${cx} ${feetY}) scale(${scale * flip} ${scale}) translate(${-CHARACTER_FRAME_SIZE / 2} ${-GROUND_Y})`;
  return el('g', { transform }, frameSvg);
}

/**
 * The first screen of the game as an SVG of `width`×`height`, framed like the runtime's
 * camera: sky and background layers, the level's tiles, collectibles, enemies, the goal if
 * it is in view, and the hero at the start, posed as `moment` says.
 */
export function sceneSvg(
  world: PlatformerWorld,
  cast: SceneCast,
  level: PlatformerLevel,
  moment: SceneMoment,
  width: number,
  height: number,
): string {
  const size = level.tileSize;
  const camera = cameraAtStart(level, width, height);
  const fromColumn = Math.max(0, Math.floor(camera.scrollX / size));
  const toColumn = Math.min(
    level.widthTiles,
    Math.ceil((camera.scrollX + camera.visibleWidth) / size) + 1,
  );
  const inView = (x: number): boolean => x >= fromColumn && x < toColumn;
  // The same art the game's sprite files are drawn from (rig or library sprite).
  const heroArt = characterArt(cast.hero, 'hero');
  const enemyArt = characterArt(cast.enemy, 'enemy');
  const coin = itemArtFor(cast.collectible, 'coin');
  const goal = goalArtFor(cast.goal, 'goal');

  const coins = level.coins
    .filter((c) => inView(c.x))
    .map((c) => {
      const x = (c.x + 0.5) * size - COIN_DISPLAY / 2;
      const y = (c.y + 0.5) * size - COIN_DISPLAY / 2 - moment.coinLift;
      return el('g', { transform: `translate(${x} ${y}) scale(${COIN_DISPLAY / 64})` }, coin.body);
    });
  const enemies = level.enemies
    .map((enemy, index) => ({ enemy, index }))
    .filter(({ enemy }) => inView(enemy.x))
    .map(({ enemy, index }) => {
      const cx = (enemy.x + 0.5) * size + moment.enemyShift(index);
      const feetY = (enemy.y + 1) * size;
      const frame = enemyArt.frame(moment.enemyFrame(index), `e${index}`);
      return (
        shadow(cx, feetY, ENEMY_DISPLAY) +
        placeCharacter(frame, cx, feetY, ENEMY_DISPLAY, moment.isEnemyFacingLeft(index))
      );
    });
  const goalX = (level.goal.x + 0.5) * size - GOAL_DISPLAY / 2;
  const goalY = (level.goal.y + 1) * size - GOAL_DISPLAY * (GROUND_Y / 96);
  const goalSvg = inView(level.goal.x)
    ? el('g', { transform: `translate(${goalX} ${goalY}) scale(${GOAL_DISPLAY / 96})` }, goal.body)
    : '';
  const heroX = (level.start.x + 0.5) * size;
  const heroFeet = (level.start.y + 1) * size;
  const heroFrame = heroArt.frame(moment.heroFrame, 'hero');
  const hero =
    shadow(heroX, heroFeet, HERO_DISPLAY * (1 - moment.heroLift / 80)) +
    placeCharacter(heroFrame, heroX, heroFeet - moment.heroLift, HERO_DISPLAY, false);

  const defs = [
    linearGradient('sky', [
      [0, world.palette.skyTop],
      [1, world.palette.skyBottom],
    ]),
    heroArt.defs,
    enemyArt.defs,
    coin.defs,
    goal.defs,
  ].join('');
  const tiles = drawTiles(level, world.palette, fromColumn, toColumn, world.platformer.course);
  const scene = el(
    'g',
    { transform: `scale(${camera.zoom}) translate(${-camera.scrollX} ${-camera.scrollY})` },
    [tiles, goalSvg, ...coins, ...enemies, hero].join(''),
  );
  const horizonY = (heroFeet - camera.scrollY) * camera.zoom;
  const random = createRandom(world.seed).fork('screenshot');
  const backdrop = drawBackdrop(world, width, height, horizonY, random);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${el('defs', {}, defs)}${backdrop}${scene}</svg>`;
}
