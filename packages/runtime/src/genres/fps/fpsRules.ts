/**
 * Feel and scoring rules of the first-person shooter. Distances are in maze tiles (a wall tile
 * is 1 × 1), times in seconds, angles in radians.
 */
export const FPS_STEP_SECONDS = 1 / 60;

export const PLAYER_RADIUS = 0.22;
export const WALK_SPEED = 2.4;
/** Button B held: run. */
export const RUN_SPEED = 3.9;
/** Full stick or a held key turns this fast. */
export const TURN_SPEED = 2.4;

export const FIRE_INTERVAL_SECONDS = 0.26;
/** Extra slack (radians) the crosshair gets on top of an enemy's own width: thumbs are coarse. */
export const AIM_ASSIST_RADIANS = 0.07;
/**
 * Aim magnetism for one-thumb play: while the player is not turning, the view drifts towards
 * the nearest enemy in sight within this cone of the crosshair and range, at most this fast.
 */
export const AIM_MAGNET_CONE = 0.35;
export const AIM_MAGNET_RANGE = 8;
export const AIM_MAGNET_SPEED = 0.9;
export const MAX_AMMO = 99;
export const HEALTH_PER_PICKUP = 30;
export const PICKUP_RADIUS = 0.5;
/** Share of killed enemies that drop an ammo pickup. */
export const AMMO_DROP_CHANCE = 0.35;

export const MAX_ENEMIES = 16;
/** Enemies alive at once; the rest of a wave waits to spawn. */
export const MAX_ALIVE_ENEMIES = 9;
export const MAX_PICKUPS = 16;
export const MAX_PROJECTILES = 12;

export const ENEMY_KIND = { basic: 0, fast: 1, boss: 2 } as const;
export type EnemyKind = (typeof ENEMY_KIND)[keyof typeof ENEMY_KIND];
export const ENEMY_RADIUS: readonly number[] = [0.26, 0.24, 0.38];
export const ENEMY_SPEED: readonly number[] = [1.5, 2.4, 1.3];
export const ENEMY_HEALTH: readonly number[] = [2, 1, 12];
export const ENEMY_DAMAGE: readonly number[] = [8, 5, 16];
export const ENEMY_ATTACK_SECONDS: readonly number[] = [1.0, 0.7, 1.2];
/** Height of each kind's billboard, in tiles. */
export const ENEMY_HEIGHT: readonly number[] = [0.85, 0.72, 1.35];
/** Fast enemies fly a little above the floor. */
export const ENEMY_HOVER: readonly number[] = [0, 0.28, 0];

export const SCORE_HIT = 5;
export const SCORE_KILL: readonly number[] = [50, 80, 500];
export const SCORE_WAVE = 100;
/** Points per health left when the boss falls. */
export const SCORE_HEALTH_BONUS = 2;

/** The boss throws at the player it can see within this range. */
export const BOSS_THROW_RANGE = 9;
export const BOSS_THROW_SECONDS = 1.7;
export const PROJECTILE_SPEED = 4.2;
export const PROJECTILE_RADIUS = 0.2;
export const PROJECTILE_DAMAGE = 12;

/** Enemies spawn at least this many steps (maze path) away from the player. */
export const SPAWN_MIN_STEPS = 6;
export const WAVE_BREAK_SECONDS = 1.8;
/** The first wave starts soon, its first enemy in sight: the named enemy is seen at once. */
export const FIRST_WAVE_BREAK_SECONDS = 0.4;
/** The first enemy stands this far ahead of the player, in tiles: near enough to read. */
export const FIRST_ENEMY_MIN_DISTANCE = 2.5;
export const FIRST_ENEMY_MAX_DISTANCE = 4.5;
/** …and within this angle of where the player looks, in radians. */
export const FIRST_ENEMY_MAX_ANGLE = 0.45;
/** The first few enemies of a game come in quick succession, all in view. */
export const OPENING_ENEMIES = 2;
/**
 * Seconds of game time the autopilot (autoplay, the contact sheet) aims without firing, as a
 * player would on first sight: the named enemies walk up into full view before they fall.
 */
export const AUTOPILOT_HOLD_FIRE_SECONDS = 2.4;
export const OPENING_SPAWN_SECONDS = 0.5;
/** Seconds a shot-down enemy takes to fall (drawn, harmless). */
export const DYING_SECONDS = 0.45;
/** Seconds an enemy flashes after a hit. */
export const HIT_FLASH_SECONDS = 0.12;

/** Bit flags of what happened during one simulation step. */
export const FPS_EVENTS = {
  fire: 1,
  hit: 2,
  kill: 4,
  hurt: 8,
  empty: 16,
  ammoPickup: 32,
  healthPickup: 64,
  waveStart: 128,
  waveCleared: 256,
  bossSpawned: 512,
  won: 1024,
  lost: 2048,
} as const;
