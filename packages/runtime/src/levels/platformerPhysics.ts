/**
 * Platformer physics in one place: the game scene moves the hero with these numbers and the
 * level generator sizes gaps and steps from them, so every generated level stays beatable.
 */
export const PLATFORMER_TILE_SIZE = 32;
/** One screen of level is this many tiles wide (see the platformer world schema). */
export const PLATFORMER_SCREEN_WIDTH_TILES = 24;
export const PLATFORMER_LEVEL_HEIGHT_TILES = 16;

/** Pixels per second squared. */
export const PLATFORMER_GRAVITY = 1800;
/** Initial upward speed of a jump, pixels per second. */
export const PLATFORMER_JUMP_VELOCITY = 660;
/** Horizontal run speed, pixels per second. */
export const PLATFORMER_RUN_SPEED = 210;
/** Speed of a patrolling enemy, pixels per second. */
export const PLATFORMER_ENEMY_SPEED = 55;
/** Bounce after stomping an enemy, pixels per second upward. */
export const PLATFORMER_STOMP_BOUNCE = 460;

/** Widest run of empty columns the generator makes; the jump clears it with margin. */
export const PLATFORMER_MAX_GAP_TILES = 3;
/** Highest step up (in tiles) between two standable surfaces the generator makes. */
export const PLATFORMER_MAX_STEP_UP_TILES = 2;

/** Peak height of a full jump in tiles. */
export function jumpPeakTiles(): number {
  return (
    (PLATFORMER_JUMP_VELOCITY * PLATFORMER_JUMP_VELOCITY) /
    (2 * PLATFORMER_GRAVITY) /
    PLATFORMER_TILE_SIZE
  );
}

/**
 * Horizontal distance in tiles covered by a full-speed jump that lands `riseTiles` higher
 * than it took off (negative = lands lower).
 */
export function jumpReachTiles(riseTiles: number): number {
  const rise = riseTiles * PLATFORMER_TILE_SIZE;
  const v = PLATFORMER_JUMP_VELOCITY;
  const g = PLATFORMER_GRAVITY;
  const discriminant = v * v - 2 * g * rise;
  if (discriminant < 0) return 0;
  const airTime = (v + Math.sqrt(discriminant)) / g;
  return (airTime * PLATFORMER_RUN_SPEED) / PLATFORMER_TILE_SIZE;
}
