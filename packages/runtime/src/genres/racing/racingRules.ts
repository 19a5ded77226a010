/** Feel and scoring rules of the racer, in metres and seconds. */
export const RACING_STEP_SECONDS = 1 / 60;

export const LANE_WIDTH = 3.4;
export const SEGMENT_LENGTH = 5;
/** Distance from the camera to the player's car. */
export const PLAYER_Z = 7;
export const CAR_LENGTH = 4.2;
/** Cars and obstacles closer than this sideways touch. */
export const CAR_HIT_WIDTH = 2.3;
export const OBSTACLE_HIT_WIDTH = 1.6;
export const PICKUP_REACH = 1.8;

/** Seconds from standstill to top speed with the gas held. */
export const ACCELERATION_SECONDS = 5;
export const BRAKE_DECELERATION = 45;
export const COAST_DECELERATION = 9;
/** Top speed off the tarmac, as a fraction of the top speed. */
export const OFF_ROAD_SPEED = 0.35;
/** Sideways speed at full steer, metres per second. */
export const STEER_SPEED = 9;
/** Sideways drift on the sharpest bend at top speed, metres per second. */
export const CENTRIFUGAL_SPEED = 5.5;
/** How far past the road's edge the car may wander. */
export const OFF_ROAD_MARGIN = 3;

export const BOOST_SECONDS = 2;
export const BOOST_FACTOR = 1.25;
export const CRASH_SPEED_FACTOR = 0.3;
export const INVULNERABLE_SECONDS = 1.6;

export const PICKUP_SCORE = 50;
export const OVERTAKE_SCORE = 25;
/** Points per metre driven. */
export const DISTANCE_SCORE = 0.1;
export const TIME_BONUS_PER_SECOND = 10;

/** Points for finishing with `secondsLeft` on the clock. */
export function timeBonusFor(secondsLeft: number): number {
  return Math.max(0, Math.ceil(secondsLeft)) * TIME_BONUS_PER_SECOND;
}

/** Bit flags of what happened during one simulation step. */
export const RACE_EVENTS = {
  pickup: 1,
  crash: 2,
  overtake: 4,
  finished: 8,
  lost: 16,
} as const;
