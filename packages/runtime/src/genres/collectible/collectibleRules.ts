/** Feel and scoring rules of the collectible arena, in arena pixels and seconds. */
export const COLLECTIBLE_STEP_SECONDS = 1 / 60;

export const HERO_RADIUS = 16;
export const HAZARD_RADIUS = 17;
export const ITEM_RADIUS = 14;
/** Hero–item distance that picks an item up. */
export const PICKUP_RADIUS = HERO_RADIUS + ITEM_RADIUS + 4;
export const MAGNET_RADIUS = 150;
export const MAGNET_PULL_SPEED = 420;

export const HERO_ACCELERATION = 2200;
export const DASH_SPEED_FACTOR = 2.2;
export const DASH_SECONDS = 0.28;
export const DASH_COOLDOWN_SECONDS = 1.6;
export const MAGNET_SECONDS = 2.5;
export const MAGNET_COOLDOWN_SECONDS = 9;
export const INVULNERABLE_SECONDS = 1.6;

export const ITEM_SCORE = 10;
/** Pickups within this many seconds of each other build a combo (+2 per step, up to 5). */
export const COMBO_WINDOW_SECONDS = 1.4;
export const COMBO_STEP_SCORE = 2;
export const MAX_COMBO = 5;
export const BONUS_SCORE = 50;
export const BONUS_EXTRA_SECONDS = 5;
export const BONUS_EVERY_SECONDS = 11;
export const BONUS_LIFETIME_SECONDS = 6;
export const TIME_BONUS_PER_SECOND = 2;
export const ITEM_RESPAWN_SECONDS = 0.35;
/** A new hazard joins after this many pickups (until maxHazards). */
export const ITEMS_PER_NEW_HAZARD = 4;
/** Hazards speed up by this share of their base speed as the target fills. */
export const HAZARD_SPEEDUP = 0.6;
/** Keep spawns this far from the hero. */
export const SPAWN_CLEARANCE = 120;
export const WALL_MARGIN = 28;

/** Bit flags of what happened during a step (for sounds and effects). */
export const COLLECTIBLE_EVENTS = {
  pickup: 1,
  bonus: 2,
  hurt: 4,
  dash: 8,
  magnet: 16,
  hazardJoined: 32,
} as const;
