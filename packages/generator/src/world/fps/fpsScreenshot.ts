import { FPS_WALL_SHAPES, type FpsWorld, type Palette } from '@promptplay/contracts';
import type { CharacterLook, ItemConcept } from '../../analyze/types.js';
import { darken, mix } from '../../color/colorMath.js';
import { el, linearGradient, svgDocument } from '../../art/svg.js';
import { createRandom } from '../../random/seededRandom.js';
import { fpsWallColumnSvg } from './fpsWallColumn.js';
import { arenaBackdrop, characterStamp, itemStamp } from '../shooter/arenaArt.js';
import { weaponSpriteFor } from '../../art/castArt.js';

export const FPS_SCREENSHOT_WIDTH = 720;
export const FPS_SCREENSHOT_HEIGHT = 480;

export interface FpsCast {
  hero: CharacterLook;
  primaryEnemy: CharacterLook;
  basicEnemy: CharacterLook;
  fastEnemy: CharacterLook;
  ammo: ItemConcept;
  /** What the player holds when the prompt names it: drawn instead of the launcher. */
  weapon?: ItemConcept;
}

/** A corridor opening into a hall, seen from its south end ('#' wall, '+' trimmed wall). */
const VIEW_MAP = [
  '###########',
  '#.........#',
  '#..#...#..#',
  '#.........#',
  '###+...+###',
  '####...####',
  '####...####',
  '###+...+###',
  '####...####',
  '###########',
];
const EYE_X = 5.5;
const EYE_Y = 8.6;
const COLUMNS = 180;
const WALL_HEIGHT = 1.5;
const EYE_HEIGHT = 0.55;
const FOG_DISTANCE = 11;

function tileAt(x: number, y: number): string {
  return VIEW_MAP[y]?.[x] ?? '#';
}

/** Perpendicular distance, face, tile and where across its face (0..1) a camera ray meets a wall. */
function cast(
  dx: number,
  dy: number,
): { distance: number; side: 0 | 1; tile: string; wallX: number } {
  let mapX = Math.floor(EYE_X);
  let mapY = Math.floor(EYE_Y);
  const deltaX = Math.abs(1 / (dx || 1e-9));
  const deltaY = Math.abs(1 / (dy || 1e-9));
  const stepX = dx < 0 ? -1 : 1;
  const stepY = dy < 0 ? -1 : 1;
  let sideX = dx < 0 ? (EYE_X - mapX) * deltaX : (mapX + 1 - EYE_X) * deltaX;
  let sideY = dy < 0 ? (EYE_Y - mapY) * deltaY : (mapY + 1 - EYE_Y) * deltaY;
  let side: 0 | 1 = 0;
  for (let i = 0; i < 64; i++) {
    if (sideX < sideY) {
      sideX += deltaX;
      mapX += stepX;
      side = 0;
    } else {
      sideY += deltaY;
      mapY += stepY;
      side = 1;
    }
    if (tileAt(mapX, mapY) !== '.') break;
  }
  const distance = side === 0 ? sideX - deltaX : sideY - deltaY;
  const along = side === 0 ? EYE_Y + distance * dy : EYE_X + distance * dx;
  return { distance, side, tile: tileAt(mapX, mapY), wallX: along - Math.floor(along) };
}

/** Wall colours of the runtime's raycaster: plain walls from the ground accent, trims mixed in. */
export function fpsWallColor(palette: Palette, tile: string): string {
  if (tile === '+') return mix(palette.secondary, palette.groundAccent, 0.35);
  return mix(palette.groundAccent, palette.ground, 0.25);
}

/**
 * A moment of the game in first person: a corridor of the maze (walls in the world's pattern)
 * opening into a hall, basic and
 * fast enemies coming down it, the boss behind them, an ammo pickup on the floor, the launcher
 * loaded with the ammo, the crosshair and the health bar.
 */
export function fpsScreenshotSvg(world: FpsWorld, cast_: FpsCast): string {
  const width = FPS_SCREENSHOT_WIDTH;
  const height = FPS_SCREENSHOT_HEIGHT;
  const palette = world.palette;
  const horizon = Math.round(height * 0.47);
  const random = createRandom(world.seed).fork('fps-shot');
  const backdrop = arenaBackdrop(palette, world.background, width, horizon, random);
  const plane = Math.tan((66 * Math.PI) / 360);
  const projection = width / 2 / plane;
  const walls: string[] = [];
  const shape = FPS_WALL_SHAPES[world.fps.wallPattern];
  const columnWidth = width / COLUMNS;
  for (let c = 0; c < COLUMNS; c++) {
    const cameraX = (2 * (c + 0.5)) / COLUMNS - 1;
    const hit = cast(cameraX * plane, -1);
    const scale = projection / hit.distance;
    const top = horizon - (WALL_HEIGHT - EYE_HEIGHT) * scale;
    const bottom = horizon + EYE_HEIGHT * scale;
    walls.push(
      fpsWallColumnSvg(
        {
          x: c * columnWidth,
          width: columnWidth,
          top,
          bottom,
          scale,
          color: fpsWallColor(palette, hit.tile),
          side: hit.side,
          fog: Math.min(1, hit.distance / FOG_DISTANCE) ** 0.8,
          wallX: hit.wallX,
        },
        shape,
        palette,
      ),
    );
  }
  const floor = el('rect', {
    x: 0,
    y: horizon,
    width,
    height: height - horizon,
    fill: 'url(#fps-floor)',
  });
  const floorDefs = linearGradient('fps-floor', [
    [0, mix(palette.ground, palette.skyBottom, 0.6)],
    [1, palette.ground],
  ]);
  const primary = characterStamp(cast_.primaryEnemy, 'primary');
  const basic = characterStamp(cast_.basicEnemy, 'basic');
  const fast = characterStamp(cast_.fastEnemy, 'fast');
  const ammo = itemStamp(cast_.ammo, 'ammo');
  /** Screen x, floor y and pixels per tile of a world point in front of the eye. */
  const project = (x: number, y: number) => {
    const depth = EYE_Y - y;
    const scale = projection / depth;
    return { x: width / 2 + (x - EYE_X) * scale, floorY: horizon + EYE_HEIGHT * scale, scale };
  };
  const standing = (stamp: typeof basic, x: number, y: number, tall: number, lift: number) => {
    const at = project(x, y);
    const display = tall * at.scale * 1.15;
    return stamp.place(at.x, at.floorY - lift * at.scale - display * 0.45, display, 'run1');
  };
  const pickupAt = project(6.2, 6.9);
  const enemies =
    standing(primary, 5.6, 2.4, 1.2, 0) +
    standing(basic, 4.6, 4.6, 0.72, 0) +
    standing(fast, 6.3, 5.4, 0.62, 0.28) +
    standing(basic, 5.2, 6.2, 0.72, 0);
  const pickup = ammo.place(
    pickupAt.x,
    pickupAt.floorY - pickupAt.scale * 0.16,
    pickupAt.scale * 0.3,
  );
  const cx = width / 2;
  const cy = horizon;
  const crosshair =
    el('rect', { x: cx - 16, y: cy - 2, width: 10, height: 4, fill: '#ffffff' }) +
    el('rect', { x: cx + 6, y: cy - 2, width: 10, height: 4, fill: '#ffffff' }) +
    el('rect', { x: cx - 2, y: cy - 16, width: 4, height: 10, fill: '#ffffff' }) +
    el('rect', { x: cx - 2, y: cy + 6, width: 4, height: 10, fill: '#ffffff' });
  const gunX = width * 0.62;
  const launcher = cast_.weapon
    ? el(
        'g',
        { transform: `translate(${gunX - 110} ${height - 215}) rotate(-20 110 110)` },
        weaponSpriteFor(cast_.weapon, 220),
      )
    : el('path', {
        d: `M ${gunX - 58} ${height} L ${gunX - 34} ${height - 120} L ${gunX + 34} ${height - 120} L ${gunX + 58} ${height} Z`,
        fill: darken(palette.primary, 0.2),
        stroke: darken(palette.primary, 0.6),
        'stroke-width': 5,
      }) +
      el('rect', {
        x: gunX - 40,
        y: height - 136,
        width: 80,
        height: 26,
        rx: 10,
        fill: palette.accent,
        stroke: darken(palette.accent, 0.55),
        'stroke-width': 4,
      }) +
      el('circle', { cx: gunX, cy: height - 150, r: 40, fill: '#ffffff', opacity: 0.35 }) +
      ammo.place(gunX, height - 150, 56);
  const health =
    el('rect', {
      x: 16,
      y: height - 40,
      width: 180,
      height: 22,
      rx: 11,
      fill: '#000000',
      opacity: 0.5,
    }) + el('rect', { x: 20, y: height - 36, width: 128, height: 14, rx: 7, fill: '#5cdb5c' });
  const defs = [backdrop.defs, floorDefs, primary.defs, basic.defs, fast.defs, ammo.defs].join('');
  const content =
    `<defs>${defs}</defs>` +
    backdrop.body +
    floor +
    walls.join('') +
    pickup +
    enemies +
    crosshair +
    launcher +
    health;
  return svgDocument(width, height, content);
}
