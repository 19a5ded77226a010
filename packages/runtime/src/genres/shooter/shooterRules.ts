/** Feel and scoring rules of the shooter, in arena units (a 360 × 600 portrait field) and seconds. */
export const SHOOTER_STEP_SECONDS = 1 / 60;

export const ARENA_WIDTH = 360;
export const ARENA_HEIGHT = 600;
/** The hero stays in the lower part of the arena. */
export const HERO_MIN_Y = 300;
export const HERO_MAX_Y = ARENA_HEIGHT - 36;
export const HERO_START_Y = ARENA_HEIGHT - 80;
export const HERO_SPEED = 280;
export const HERO_RADIUS = 15;

export const MAX_SHOTS = 48;
export const MAX_ENEMIES = 32;
export const MAX_ENEMY_SHOTS = 32;

export const SHOT_SPEED = 560;
export const SHOT_RADIUS = 8;
export const FIRE_INTERVAL_SECONDS = 0.13;
/** A burst (button B) fires three shots in a fan and costs three. */
export const BURST_SHOTS = 3;
export const BURST_SPREAD_SPEED = 150;
/** Magazine refill per second while the trigger rests. */
export const RELOAD_PER_SECOND = 9;
export const RELOAD_DELAY_SECONDS = 0.25;

export const ENEMY_KIND = { basic: 0, fast: 1, primary: 2 } as const;
export type EnemyKind = (typeof ENEMY_KIND)[keyof typeof ENEMY_KIND];
export const ENEMY_RADIUS: readonly number[] = [18, 16, 28];
export const ENEMY_SCORE: readonly number[] = [10, 25, 60];
/** The primary enemy hovers at this height and fires aimed shots. */
export const PRIMARY_HOVER_Y = 110;
export const PRIMARY_FIRE_SECONDS = 1.7;
export const ENEMY_SHOT_SPEED = 190;
export const ENEMY_SHOT_RADIUS = 7;

export const INVULNERABLE_SECONDS = 1.6;
export const WAVE_BREAK_SECONDS = 1.4;
/** The first wave starts soon: the named enemies are on screen within the first second. */
export const FIRST_WAVE_BREAK_SECONDS = 0.4;
/** Enemies enter at the top edge, already half in view. */
export const ENEMY_SPAWN_Y = -12;
export const WAVE_BONUS = 50;

/** Bit flags of what happened during one simulation step. */
export const SHOOTER_EVENTS = {
  fire: 1,
  hit: 2,
  kill: 4,
  hurt: 8,
  waveStart: 16,
  waveCleared: 32,
  won: 64,
  lost: 128,
  empty: 256,
} as const;
