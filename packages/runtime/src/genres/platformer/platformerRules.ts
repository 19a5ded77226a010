/** Feel and scoring rules of the platformer, in pixels and seconds. */
export const PLATFORMER_STEP_SECONDS = 1 / 60;

export const HERO_BODY_WIDTH = 20;
export const HERO_BODY_HEIGHT = 38;
export const ENEMY_BODY_WIDTH = 26;
export const ENEMY_BODY_HEIGHT = 26;

export const GROUND_ACCELERATION = 2600;
export const AIR_ACCELERATION = 1800;
export const MAX_FALL_SPEED = 900;
/** Releasing jump early caps the rise at this fraction of the jump speed: short hops. */
export const JUMP_CUT_FRACTION = 0.45;
/** A jump still works this long after running off a ledge. */
export const COYOTE_SECONDS = 0.1;
/** A jump pressed this long before landing fires on landing. */
export const JUMP_BUFFER_SECONDS = 0.12;
export const INVULNERABLE_SECONDS = 1.5;
export const HURT_SECONDS = 0.45;
export const KNOCKBACK_SPEED_X = 220;
export const KNOCKBACK_SPEED_Y = 320;
/** A hero falling onto an enemy whose feet were at most this far below its top stomps it. */
export const STOMP_TOLERANCE = 10;
export const COIN_RADIUS = 12;

export const COIN_SCORE = 10;
export const STOMP_SCORE = 50;
export const TIME_BONUS_PER_SECOND = 5;

/** Points for finishing with `secondsLeft` on the clock. */
export function timeBonusFor(secondsLeft: number): number {
  return Math.max(0, Math.ceil(secondsLeft)) * TIME_BONUS_PER_SECOND;
}

/** Bit flags of what happened during one simulation step. */
export const SIM_EVENTS = {
  coin: 1,
  stomp: 2,
  hurt: 4,
  fell: 8,
  jump: 16,
  won: 32,
  lost: 64,
  respawn: 128,
} as const;
