/**
 * Feel and scoring rules of the flight, in metres and seconds. The flight field runs from the
 * ground (y = 0) up to the sky ceiling (y = FIELD_HEIGHT); x grows towards the destination.
 */
export const AERIAL_STEP_SECONDS = 1 / 60;

export const FIELD_HEIGHT = 100;
/** Where the vehicle waits before the first press. */
export const START_ALTITUDE = 55;
/** No obstacle stands in the first metres of the course. */
export const START_CLEAR_METERS = 80;
/** The last stretch before the destination is clear too. */
export const FINISH_CLEAR_METERS = 60;

/** Half the vehicle's hit box (smaller than its picture, to be fair). */
export const VEHICLE_HALF_WIDTH = 4.2;
export const VEHICLE_HALF_HEIGHT = 2.6;
/** Width the vehicle picture covers. */
export const VEHICLE_METERS = 15;

/** Upward acceleration while climbing (gravity already taken off) and the fall when diving. */
export const CLIMB_ACCELERATION = 105;
export const GRAVITY = 95;
export const MAX_RISE_SPEED = 55;
export const MAX_FALL_SPEED = 65;
/** Vertical speed the vehicle bounces back up with after touching the ground. */
export const GROUND_BOUNCE_SPEED = 48;

/** Towers and hanging columns: picture width and hit half-width. */
export const COLUMN_METERS = 12;
export const COLUMN_HALF_WIDTH = 4.6;
/** Floating clouds: picture width, hit ellipse radii. */
export const CLOUD_METERS = 24;
export const CLOUD_RADIUS_X = 9.5;
export const CLOUD_RADIUS_Y = 5.2;
/** Flying creatures: picture size, hit radius, how they weave and close in. */
export const FLYER_METERS = 11;
export const FLYER_RADIUS = 3.4;
export const FLYER_WEAVE_SPEED = 2.4;
/** Flyers wake up when the vehicle is this far away... */
export const FLYER_WAKE_METERS = 70;
/** ...then fly towards it: this many metres for each metre the vehicle flies. */
export const FLYER_DRIFT = 0.35;

/** Pickups: picture size and reach; rings: picture height and reach. */
export const PICKUP_METERS = 6;
export const PICKUP_REACH = 4.6;
export const RING_METERS = 16;
export const RING_REACH_X = 3.5;
export const RING_REACH_Y = 6.5;

/** Seconds of invulnerability after a crash. */
export const INVULNERABLE_SECONDS = 1.6;

export const FUEL_MAX = 100;
export const PICKUP_FUEL = 1;
export const RING_FUEL = 40;
/** Below this the gauge warns. */
export const FUEL_LOW = 25;
/**
 * Rings come after this share of the time it takes to burn one ring's worth of fuel, so a
 * player who takes every ring gains a little; pickups make up for a missed one.
 */
export const RING_SURPLUS = 0.9;

export const PICKUP_SCORE = 10;
export const RING_SCORE = 50;
/** Points per metre flown. */
export const DISTANCE_SCORE = 0.1;
export const FUEL_BONUS_PER_UNIT = 2;
export const LIFE_BONUS = 50;

/** Points for landing at the destination with this much fuel and these lives left. */
export function finishBonusFor(fuel: number, lives: number): number {
  return Math.max(0, Math.round(fuel)) * FUEL_BONUS_PER_UNIT + Math.max(0, lives) * LIFE_BONUS;
}

/** Obstacle kinds in the course arrays. */
export const OBSTACLE_KINDS = { tower: 0, hanging: 1, cloud: 2 } as const;
/** Pickup kinds in the course arrays. */
export const PICKUP_KINDS = { item: 0, ring: 1 } as const;

/** Bit flags of what happened during one simulation step. */
export const FLIGHT_EVENTS = {
  pickup: 1,
  ring: 2,
  crash: 4,
  won: 8,
  lost: 16,
  started: 32,
} as const;
