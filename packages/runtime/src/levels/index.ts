// Public surface of `@promptplay/runtime/levels`: pure, Phaser-free level generation.
export { type PlatformerLevel, generatePlatformerLevel } from './platformerLevel.js';
export { createRng, randomInt, mixSeed } from './rng.js';
export { isLevelBeatable, isStandable, isSolidTile } from './levelReachability.js';
export {
  PLATFORMER_TILE_SIZE,
  PLATFORMER_SCREEN_WIDTH_TILES,
  PLATFORMER_LEVEL_HEIGHT_TILES,
  PLATFORMER_GRAVITY,
  PLATFORMER_JUMP_VELOCITY,
  PLATFORMER_RUN_SPEED,
  PLATFORMER_ENEMY_SPEED,
  PLATFORMER_STOMP_BOUNCE,
  PLATFORMER_MAX_GAP_TILES,
  PLATFORMER_MAX_STEP_UP_TILES,
  jumpPeakTiles,
  jumpReachTiles,
} from './platformerPhysics.js';
