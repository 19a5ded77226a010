/** Numbers of the fighting game, in arena pixels and seconds. */

export const FIGHTING_STEP_SECONDS = 1 / 60;

/** Arena floor runs from 0 to ARENA_WIDTH; fighters stand on y = 0. */
export const ARENA_WIDTH = 480;
export const ARENA_EDGE = 40;
/** Closest two fighters' centres may get. */
export const MIN_GAP = 66;
/** Centre distance at which a punch lands. */
export const PUNCH_REACH = 92;
export const PLAYER_SPEED = 190;

/** A punch: wind-up, the moment it lands, then recovery before the next one. */
export const PUNCH_WINDUP_SECONDS = 0.12;
export const PUNCH_SECONDS = 0.34;
export const HURT_SECONDS = 0.28;
export const KNOCKBACK_PX = 22;
/** Share of a punch's damage that gets through a block. */
export const BLOCK_CHIP = 0.2;

export const WARMUP_START = { player: 150, dummy: 300 } as const;
export const BOUT_START = { player: 140, opponent: 340 } as const;
export const INTRO_SECONDS = 1.4;
/** Seconds of the opening bout (no warm-up) before the first opponent throws a punch. */
export const OPENING_HOLD_SECONDS = 2.5;
export const KO_SECONDS = 1.6;
/** Share of max health the player gets back between bouts. */
export const HEAL_BETWEEN_BOUTS = 0.35;
/** Clean hits within this many seconds chain into a combo. */
export const COMBO_WINDOW_SECONDS = 1.1;

export const SCORE = {
  dummyHit: 10,
  hit: 20,
  comboStep: 5,
  maxComboSteps: 4,
  blockedHit: 5,
  ko: 150,
  /** Per percent of the player's health left at a KO. */
  healthBonus: 1,
  decision: 75,
} as const;

/** Flags raised by one step, for sounds and effects in the view. */
export const FIGHT_EVENTS = {
  punch: 1,
  hit: 2,
  blocked: 4,
  dummyHit: 8,
  playerHurt: 16,
  ko: 32,
  boutStart: 64,
  won: 128,
  lost: 256,
  opponentPunch: 512,
} as const;
