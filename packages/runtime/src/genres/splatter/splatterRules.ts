/** Rules of the splatter, in field units (a 360 × 640 portrait field) and seconds. */
export const SPLATTER_STEP_SECONDS = 1 / 60;

export const FIELD_WIDTH = 360;
export const FIELD_HEIGHT = 640;
/** Targets keep out of the top band (HUD) and stay inside the field. */
export const FIELD_TOP = 70;
export const FIELD_MARGIN = 26;

export const MAX_CRITTERS = 16;
export const MAX_SPLATS = 28;

export const CRITTER_KIND = { target: 0, friend: 1, bonus: 2 } as const;
export type CritterKind = (typeof CRITTER_KIND)[keyof typeof CRITTER_KIND];

/** Taps this close to a critter's centre count (generous for thumbs). */
export const HIT_RADIUS = 38;
export const RESPAWN_SECONDS = 0.45;
/** One more target joins every this many seconds. */
export const CROWD_GROWTH_SECONDS = 7;
export const BONUS_CHANCE = 0.08;
export const BONUS_SECONDS = 2;
export const BONUS_SCORE = 40;
export const TARGET_SCORE = 10;
/** Extra points per combo step, up to COMBO_CAP steps. */
export const COMBO_STEP_SCORE = 5;
export const COMBO_CAP = 10;
/** A splat within this long of the last one keeps the combo going. */
export const COMBO_WINDOW_SECONDS = 1.4;
/** Splatted critters stay on screen this long while they squash. */
export const SQUASH_SECONDS = 0.3;

export const SPLATTER_EVENTS = {
  splat: 1,
  miss: 2,
  friendHit: 4,
  bonus: 8,
  spawn: 16,
  timeUp: 32,
  lost: 64,
} as const;
