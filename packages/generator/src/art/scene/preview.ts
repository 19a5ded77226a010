import { SPRITE_SHEET_FRAMES, type PlatformerWorld } from '@promptplay/contracts';
import { generatePlatformerLevel, type PlatformerLevel } from '@promptplay/runtime/levels';
import { sceneSvg, type SceneCast, type SceneMoment } from './sceneSvg.js';

/** Size and timing of the animated preview (smaller than the screenshot: it is a loop). */
export const PREVIEW_WIDTH = 480;
export const PREVIEW_HEIGHT = 320;
export const PREVIEW_FRAME_COUNT = 8;
export const PREVIEW_FRAME_MS = 110;

const RUN_FRAMES = SPRITE_SHEET_FRAMES.filter((name) => name.startsWith('run'));
const PATROL_PIXELS = 12;
const HOP_PIXELS = 26;
const COIN_BOB_PIXELS = 3;

/** Frame `i` of a seamless loop: the hero breathes then hops, enemies pace, coins bob. */
function momentAt(i: number): SceneMoment {
  const phase = i / PREVIEW_FRAME_COUNT;
  const angle = phase * Math.PI * 2;
  const isHopping = phase >= 0.5;
  return {
    heroFrame: isHopping ? 'jump' : i % 2 === 0 ? 'idle0' : 'idle1',
    heroLift: isHopping ? Math.sin((phase - 0.5) * 2 * Math.PI) * HOP_PIXELS : 0,
    enemyFrame: (index) => RUN_FRAMES[(i + index) % RUN_FRAMES.length] ?? 'run0',
    enemyShift: (index) => Math.sin(angle + index) * PATROL_PIXELS,
    isEnemyFacingLeft: (index) => Math.cos(angle + index) < 0,
    coinLift: Math.sin(angle) * COIN_BOB_PIXELS,
  };
}

/** The frames of the animated preview, as SVGs, in play order. */
export function previewFrameSvgs(
  world: PlatformerWorld,
  cast: SceneCast,
  level: PlatformerLevel = generatePlatformerLevel(world),
): string[] {
  return Array.from({ length: PREVIEW_FRAME_COUNT }, (_, i) =>
    sceneSvg(world, cast, level, momentAt(i), PREVIEW_WIDTH, PREVIEW_HEIGHT),
  );
}
