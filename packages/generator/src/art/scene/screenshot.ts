import type { PlatformerWorld } from '@promptplay/contracts';
import { generatePlatformerLevel, type PlatformerLevel } from '@promptplay/runtime/levels';
import { sceneSvg, type SceneCast, type SceneMoment } from './sceneSvg.js';

/** Pixel size of the screenshot the generator writes (3:2, the first screen of the level). */
export const SCREENSHOT_WIDTH = 720;
export const SCREENSHOT_HEIGHT = 480;

/** The hero mid-stride and enemies walking towards it. */
const STILL: SceneMoment = {
  heroFrame: 'run0',
  heroLift: 0,
  enemyFrame: (index) => (index % 2 === 0 ? 'run1' : 'run3'),
  enemyShift: () => 0,
  isEnemyFacingLeft: () => true,
  coinLift: 0,
};

/**
 * The screenshot: the first screen of the game as the runtime frames it, with the level
 * from the runtime's own generator.
 */
export function screenshotSvg(
  world: PlatformerWorld,
  cast: SceneCast,
  level: PlatformerLevel = generatePlatformerLevel(world),
): string {
  return sceneSvg(world, cast, level, STILL, SCREENSHOT_WIDTH, SCREENSHOT_HEIGHT);
}
