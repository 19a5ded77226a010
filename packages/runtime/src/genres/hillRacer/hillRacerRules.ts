/** Feel and scoring rules of the hill racer, in metres, seconds and a vehicle mass of 1. */
export const HILL_STEP_SECONDS = 1 / 60;
/** Physics substeps per step: keeps the stiff tyre and body springs stable. */
export const SUBSTEPS = 4;

/** A little heavier than Earth, so jumps land snappily. */
export const GRAVITY = 13;

/** Metres between two terrain height samples. */
export const TERRAIN_SPACING = 0.5;
/** Flat ground behind the start line, metres. */
export const RUN_UP = 30;
/** Flat ground past the finish line, metres. */
export const RUN_OUT = 60;
/** The start stays flat this far, then the hills ease in over as much again. */
export const FLAT_START = 18;

/** Spring of one tyre + suspension, per metre of compression. */
export const SUSPENSION_STIFFNESS = 62;
export const SUSPENSION_DAMPING = 2.6;
/** Suspension sag at rest, metres: the wheel hangs this much lower in the air. */
export const SUSPENSION_SAG = 0.11;
/** Compression past which the bump stop takes over. */
export const SUSPENSION_TRAVEL = 0.24;
export const BUMP_STOP_STIFFNESS = 700;
export const BUMP_STOP_DAMPING = 8;
/** The body's own contact with the ground (belly, bumpers, roof). */
export const BODY_STIFFNESS = 900;
export const BODY_DAMPING = 18;
export const BODY_FRICTION = 0.6;
/** Tyre grip: the most a wheel pushes along the ground per unit of load. */
export const TYRE_GRIP = 1.2;

/** Engine pull of both wheels together at standstill (standard engine), m/s². */
export const ENGINE_FORCE = 17;
/** Speed at which the engine stops pulling, m/s. */
export const TOP_SPEED = 21;
/** Brake pull of both wheels together; it also holds the vehicle still on a slope. */
export const BRAKE_FORCE = 22;
/** Rolling resistance per m/s. */
export const ROLLING_DRAG = 0.05;
/** Air drag per m/s. */
export const AIR_DRAG = 0.03;

/** Angular acceleration of a tilt in the air, rad/s². */
export const AIR_TILT = 7.5;
/** Spin rate the tilt no longer adds to, rad/s. */
export const AIR_TILT_MAX_SPIN = 4.2;
/** Angular damping always at work, per second. */
export const SPIN_DAMPING = 0.35;

/** Share of the tank burnt per second with the gas held is 1 / fuelSeconds; idling burns this share of that. */
export const IDLE_FUEL_SHARE = 0.3;
/** Fuel below this share makes the gauge blink. */
export const LOW_FUEL = 0.25;
/** Out of fuel and slower than this for OUT_OF_FUEL_SECONDS: the run ends. */
export const STALLED_SPEED = 0.6;
export const OUT_OF_FUEL_SECONDS = 1.6;
/** Lying on the roof (no wheel on the ground, barely moving) this long also ends the run. */
export const STUCK_SECONDS = 2.5;
/** Seconds the crash plays out before the result. */
export const CRASH_SECONDS = 1.1;

export const COIN_POINTS = 10;
export const CHECKPOINT_POINTS = 50;
export const FINISH_POINTS = 200;
/** Per full flip landed on the wheels. */
export const FLIP_POINTS = 100;
/** Seconds in the air that count as big air, and its points. */
export const BIG_AIR_SECONDS = 1.2;
export const BIG_AIR_POINTS = 25;
/** Coins and cans are picked up within this distance of the body or the driver's head. */
export const PICKUP_REACH = 1.05;
/** Coins hover this high above the ground, cans stand this high. */
export const COIN_HEIGHT = 1.15;
export const FUEL_HEIGHT = 0.8;
/** Metres between the coins of one row. */
export const COIN_GAP = 1.7;

/** Bit flags of what happened during one simulation step. */
export const HILL_EVENTS = {
  coin: 1,
  fuel: 2,
  checkpoint: 4,
  landed: 8,
  crashed: 16,
  finished: 32,
  lost: 64,
  flip: 128,
  bigAir: 256,
} as const;
